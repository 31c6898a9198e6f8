// The fixed colour pairs of both themes read at WCAG AA (4.5:1) whatever the brand: text on surfaces, text and profit or loss on Back cells.
import { describe, expect, it } from 'vitest';
import { brandVariables } from '../../src/theme/brand';

/** WCAG contrast ratio of two #rgb / #rrggbb colours (1 to 21); null when either is not hex. The test's own arithmetic. */
function contrastRatio(a: string, b: string): number | null {
  const rgb = (color: string): number[] | null => {
    const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
    if (!m?.[1]) return null;
    const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]): number => {
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const BRANDS = [
  { primaryColor: '#0b5cad', secondaryColor: '#ffb400', backgroundColor: '#f1f5f9' },
  { primaryColor: '#ffe45c', secondaryColor: '#101010', backgroundColor: '#0d1b2a' },
];
const PAIRS: [fg: string, bg: string][] = [
  ['--text', '--surface'],
  ['--text', '--surface-2'],
  ['--text-muted', '--surface'],
  ['--on-back', '--back'],
  ['--on-back-up', '--back'],
  ['--on-back-down', '--back'],
];

describe('brand colour pairs', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const brand of BRANDS) {
      it(`${mode} theme on a ${brand.backgroundColor} brand`, () => {
        const vars = brandVariables(brand, mode);
        for (const [fg, bg] of PAIRS) {
          const ratio = contrastRatio(vars[fg] ?? '', vars[bg] ?? '');
          expect(ratio, `${fg} on ${bg}`).not.toBeNull();
          expect(ratio!, `${fg} ${vars[fg]} on ${bg} ${vars[bg]}`).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }
  it('contrastRatio is 21 for black on white and null for a named colour', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});
