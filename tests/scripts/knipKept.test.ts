// The knip preprocessor (scripts/knip-kept.mjs) on made-up reports: it drops exactly the listed exports and
// fails the lint (an error counted) on a listed export knip does not report, an entry without a reason, or a list over 20.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_EXPORTS } from '../../knip.kept';
// @ts-expect-error a plain .mjs script without types
import keepListed, { MAX_KEPT } from '../../scripts/knip-kept.mjs';

interface Kept {
  file: string;
  name: string;
  reason: string;
}
interface Report {
  cwd: string;
  preprocessorOptions: { kept: readonly Kept[] };
  issues: Record<string, Record<string, Record<string, { symbol: string; symbols?: { symbol: string }[] }>>>;
  counters: Record<string, number>;
}
const run = keepListed as (data: Report) => Report;

const CWD = '/repo';
/** A report of one unused export in src/theme/global.ts and one in src/a.ts, and a duplicate in src/Screen.tsx. */
function report(kept: readonly Kept[]): Report {
  return {
    cwd: CWD,
    preprocessorOptions: { kept },
    issues: {
      exports: {
        [`${CWD}/src/theme/global.ts`]: { globals: { symbol: 'globals' } },
        [`${CWD}/src/a.ts`]: { onlyTestsUseMe: { symbol: 'onlyTestsUseMe' } },
      },
      types: {},
      duplicates: { [`${CWD}/src/Screen.tsx`]: { Screen: { symbol: 'Screen', symbols: [{ symbol: 'Screen' }, { symbol: 'default' }] } } },
    },
    counters: { exports: 2, types: 0, duplicates: 1 },
  };
}
const entry = (file: string, name: string, reason = 'a framework reads it'): Kept => ({ file, name, reason });

let errors: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  errors = [];
});
const captureErrors = () => vi.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m));

describe('knip-kept preprocessor', () => {
  it('drops exactly the listed exports (a duplicate by all its names) and lowers their counts; the rest stays', () => {
    captureErrors();
    const out = run(report([entry('src/theme/global.ts', 'globals'), entry('src/Screen.tsx', 'Screen|default')]));
    expect(out.issues.exports).toEqual({ [`${CWD}/src/a.ts`]: { onlyTestsUseMe: { symbol: 'onlyTestsUseMe' } } });
    expect(out.issues.duplicates).toEqual({});
    expect(out.counters).toEqual({ exports: 1, types: 0, duplicates: 0 });
    expect(errors).toEqual([]);
  });

  it('counts an error for a listed export knip does not report (used now, or gone), and names it', () => {
    captureErrors();
    const out = run(report([entry('src/theme/global.ts', 'globals'), entry('src/b.ts', 'usedAgain')]));
    // globals dropped (2 - 1), the stale entry added (+ 1): the lint fails although nothing else did.
    expect(out.counters.exports).toBe(2);
    expect(errors.join('\n')).toContain('src/b.ts: usedAgain is not reported by knip');
  });

  it('makes a clean report fail on one stale entry', () => {
    captureErrors();
    const clean = report([entry('src/gone.ts', 'gone')]);
    clean.issues = { exports: {}, types: {}, duplicates: {} };
    clean.counters = { exports: 0, types: 0, duplicates: 0 };
    expect(run(clean).counters.exports).toBe(1);
  });

  it('counts an error for an entry without a reason', () => {
    captureErrors();
    const out = run(report([entry('src/theme/global.ts', 'globals', ' ')]));
    expect(out.counters.exports).toBe(2);
    expect(errors.join('\n')).toContain('src/theme/global.ts: globals has no reason');
  });

  it(`counts an error for a list over ${MAX_KEPT} entries, even when each is reported`, () => {
    captureErrors();
    const many = Array.from({ length: MAX_KEPT + 1 }, (_, i) => entry('src/many.ts', `e${i}`));
    const data = report(many);
    data.issues.exports![`${CWD}/src/many.ts`] = Object.fromEntries(many.map((k) => [k.name, { symbol: k.name }]));
    data.counters.exports! += many.length;
    const out = run(data);
    expect(out.issues.exports![`${CWD}/src/many.ts`]).toBeUndefined();
    // The two unlisted findings stay, the list's length is one error.
    expect(out.counters.exports).toBe(3);
    expect(errors.join('\n')).toContain(`${MAX_KEPT + 1} entries, at most ${MAX_KEPT}`);
  });

  it('the project list is within its bounds: at most 20 entries, each with a reason, none twice', () => {
    expect(KEPT_EXPORTS.length).toBeLessThanOrEqual(MAX_KEPT);
    expect(MAX_KEPT).toBe(20);
    for (const k of KEPT_EXPORTS) expect(k.reason.trim(), `${k.file}: ${k.name}`).not.toBe('');
    expect(new Set(KEPT_EXPORTS.map((k) => `${k.file}:${k.name}`)).size).toBe(KEPT_EXPORTS.length);
  });
});
