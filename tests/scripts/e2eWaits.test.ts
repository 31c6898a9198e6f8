// Journeys wait for states, never for the wall clock (docs/testing.md): no sleep and no deadline shorter than the journey's
// own time-out in tests/e2e, unless the lines just above say why with `// reason: ...` (a player's real-time pace, a try).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A sleep, a timer, or an explicit deadline in milliseconds (a journey's own time-out, raised, is not one). */
const WAIT = /waitForTimeout\(|(?<![.\w])setTimeout\(|\btimeout:\s*\d/;
const RAISES_TIMEOUT = /test\.setTimeout\(|describe\.configure\(/;
/** How many lines above a wait its `// reason:` may start (a reason may take two or three comment lines). */
const REASON_WITHIN = 6;

function unexplainedWaits(file: string, text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    if (!WAIT.test(line) || RAISES_TIMEOUT.test(line)) return [];
    const above = lines.slice(Math.max(0, i - REASON_WITHIN), i + 1);
    return above.some((l) => /\/\/ reason:/.test(l)) ? [] : [`${file}:${i + 1}: ${line.trim()}`];
  });
}

describe('waits in the browser journeys', () => {
  it('no sleep or short deadline in tests/e2e without a reason line above it', () => {
    const dir = join(import.meta.dirname, '../e2e');
    const found = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => unexplainedWaits(`tests/e2e/${f}`, readFileSync(join(dir, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('names a planted sleep and a planted deadline, and passes one with its reason', () => {
    // The planted sleep is spelt in two parts so this file is not itself a sleep to a reader searching the tests.
    const sleep = ['waitFor', 'Timeout'].join('');
    const planted = [
      `await page.${sleep}(2_000);`,
      "await expect(x).toBeVisible({ timeout: 20_000 });",
      '// reason: the player waits 5 s of real time.',
      `await page.${sleep}(5_000);`,
      'test.setTimeout(900_000);',
    ].join('\n');
    expect(unexplainedWaits('a.spec.ts', planted)).toEqual([
      `a.spec.ts:1: await page.${sleep}(2_000);`,
      'a.spec.ts:2: await expect(x).toBeVisible({ timeout: 20_000 });',
    ]);
  });
});
