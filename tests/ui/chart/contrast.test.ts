// The charts' lines keep 3:1 on every surface they are drawn on (WCAG 1.4.11), in both themes and every brand's colours.
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../src/mocks/world/brands';
import { brandVariables } from '../../../src/theme/brand';
import { LINE_COLOURS } from '../../../src/ui/chart/tones';

/** WCAG 2.x contrast of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = parseInt(/^#([0-9a-f]{6})$/i.exec(hex)![1]!, 16);
    const [r, g, bl] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('chart line contrast', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const brand of BRANDS) {
      it(`${brand.key}, ${mode} theme`, () => {
        const vars = brandVariables(brand.config, mode);
        for (const surface of [vars['--surface']!, vars['--surface-2']!]) {
          const lines = [LINE_COLOURS[mode].back, LINE_COLOURS[mode].lay, vars['--positive']!, vars['--negative']!, vars['--text-muted']!];
          for (const line of lines) expect(contrastRatio(line, surface), `${line} on ${surface}`).toBeGreaterThanOrEqual(3);
        }
      });
    }
  }
});
