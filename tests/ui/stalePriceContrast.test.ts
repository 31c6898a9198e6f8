// A stale price stays readable (issue 30, item 5): its text keeps WCAG AA (4.5:1) on the Back and Lay colours and on
// their stale hatch, in both themes and every brand's colours; staleness shows by the hatch and a dashed outline, never
// by dimming the text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/mocks/world/brands';
import { brandVariables } from '../../src/theme/brand';

type Rgba = [r: number, g: number, b: number, a: number];

/** #rgb, #rrggbb or rgb()/rgba() as [r, g, b, alpha]. */
function parse(color: string): Rgba {
  const c = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((x) => x + x).join('') : hex;
    const n = parseInt(full, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(c);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3]), fn[4] === undefined ? 1 : Number(fn[4])];
  throw new Error(`not a colour this test reads: ${color}`);
}

/** `top` painted over the opaque `under`, as the browser composes it. */
const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;

/** WCAG 2.x relative luminance. */
function luminance([r, g, b]: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of text over an opaque background (1 to 21). */
function contrast(text: Rgba, background: Rgba): number {
  const [hi, lo] = [luminance(over(text, background)), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The size line under a price is drawn at this opacity (src/ui/PriceCell.tsx `.size`). */
const SIZE_OPACITY = 0.78;
const CELL_BACKGROUNDS = ['--back', '--back-strong', '--lay', '--lay-strong'] as const;

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
/** The declarations of the rules whose selector contains `selector` in a linaria template's CSS. */
const rulesOf = (css: string, selector: string): string[] =>
  [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].filter((m) => m[1]!.includes(selector)).map((m) => m[2]!);

/** The colours the page uses before a domain configuration arrives (src/theme/global.ts :root). */
function defaultVariables(): Record<string, string> {
  const root = rulesOf(source('src/theme/global.ts'), ':root ')[0] ?? '';
  return Object.fromEntries([...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const THEMES = [
  { name: 'default colours (no configuration yet)', vars: defaultVariables() },
  ...BRANDS.flatMap((b) =>
    (['light', 'dark'] as const).map((mode) => ({ name: `${b.key}, ${mode} theme`, vars: brandVariables(b.config, mode) })),
  ),
];

describe('contrast, the function itself', () => {
  it('black on white is 21, a colour on itself 1, half-transparent black on white a mid grey', () => {
    expect(contrast(parse('#000'), parse('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(parse('#72bbef'), parse('#72bbef'))).toBeCloseTo(1, 5);
    expect(over(parse('rgba(0,0,0,0.5)'), parse('#ffffff')).map(Math.round)).toEqual([128, 128, 128, 1]);
  });
  it('the dimmed stale price the issue measured fails (1.57 to 2.16)', () => {
    expect(contrast(parse('#afb0b2'), parse('#c0e0f8'))).toBeLessThan(2.2);
    expect(contrast(parse('#989a9c'), parse('#fdd8e0'))).toBeLessThan(2.2);
  });
});

describe('a stale price keeps 4.5:1', () => {
  for (const { name, vars } of THEMES) {
    it(`${name}`, () => {
      const text = parse(vars['--text']!);
      const hatch = parse(vars['--stale-hatch']!);
      expect(hatch[3], 'the hatch lets the cell colour show').toBeLessThan(1);
      for (const bg of CELL_BACKGROUNDS) {
        const cell = parse(vars[bg]!);
        // The text lies over both the cell colour and the hatch's stripes.
        for (const [where, under] of [
          [bg, cell],
          [`${bg} under the hatch`, over(hatch, cell)],
        ] as const) {
          expect(contrast(text, under), `price ${vars['--text']} on ${where}`).toBeGreaterThanOrEqual(4.5);
          const size: Rgba = [text[0], text[1], text[2], SIZE_OPACITY];
          expect(contrast(size, under), `size line on ${where}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }
});

describe('staleness is shown without dimming the text', () => {
  const market = source('src/features/market/styles.ts');
  const stale = rulesOf(market, "&:has([data-stale-label]) [data-price='on']");

  it('the stale rules hatch the cell and outline it in dashes', () => {
    expect(stale.join('\n')).toMatch(/background-image:\s*repeating-linear-gradient\([^;]*var\(--stale-hatch\)/);
    expect(stale.join('\n')).toMatch(/outline:\s*1px dashed var\(--text\)/);
  });

  it('and change neither the opacity, a filter nor the colour of the text', () => {
    expect(stale.length).toBeGreaterThan(0);
    for (const rule of stale) expect(rule).not.toMatch(/(^|[\s;])(opacity|filter|color)\s*:/);
  });

  it('a price cell writes in --text (what the ratios above measure) and its size line at the opacity measured', () => {
    const cell = source('src/ui/PriceCell.tsx');
    expect(cell).toMatch(/\n {2}color: var\(--text\);/);
    expect(rulesOf(cell, '.size')[0]).toContain(`opacity: ${SIZE_OPACITY};`);
  });
});
