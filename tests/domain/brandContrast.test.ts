// The fixed colour pairs of both themes read at WCAG AA (4.5:1) whatever the brand: text on surfaces, text and profit or loss on Back cells.
import { describe, expect, it } from 'vitest';
import { brandVariables, contrastRatio } from '../../src/theme/brand';

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
