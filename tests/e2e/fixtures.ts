// Every journey's `test`: Playwright's, with an automatic check that the simulated exchange in the journey's pages
// saw no request breaking the API contract (src/mocks/callRules.ts). Specs import `test` and `expect` from here.
import { readFileSync, readdirSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { VIOLATION_BINDING, describeViolation, type Violation } from '../../src/mocks/violations';

export * from '@playwright/test';

export interface ContractViolations {
  /** Those recorded so far in the journey's pages. */
  seen(): readonly Violation[];
  /** For a journey that breaks the contract on purpose: takes the violations `match` accepts (they no longer fail it). */
  take(match: (v: Violation) => boolean): Violation[];
}

/**
 * CPU seconds (user and system, with those of reaped children) of every process below `root`: a worker's browser, its
 * renderers, GPU and utility processes. A renderer that exits during a test is counted through the process that reaps it.
 */
function treeCpuSeconds(root: number): number {
  const parentOf = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
    } catch {
      // The process ended while the table was read.
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (below(pid)) total += t;
  // Linux counts in clock ticks of 1/100 s (CLK_TCK).
  return total / 100;
}

export const test = base.extend<{ contractViolations: ContractViolations; browserCpu: void }>({
  // E2E_CPU=1: each journey's annotation 'browser-cpu' holds the CPU seconds its worker's browser spent on it
  // (`node scripts/journey-cpu.mjs report.json` sums them by file): the suite is CPU-bound, so this is its cost.
  browserCpu: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, testInfo) => {
      if (!process.env.E2E_CPU) return use();
      const before = treeCpuSeconds(process.pid);
      await use();
      testInfo.annotations.push({ type: 'browser-cpu', description: (treeCpuSeconds(process.pid) - before).toFixed(2) });
    },
    { auto: true },
  ],

  contractViolations: [
    async ({ context }, use) => {
      let seen: Violation[] = [];
      let heard = 0;
      // Each page's exchange tells the binding as it records (src/mocks/browser.ts), across reloads and pages.
      await context.exposeBinding(VIOLATION_BINDING, (_source, v: Violation) => {
        heard += 1;
        seen.push(v);
      });
      await use({
        seen: () => seen,
        take(match) {
          const taken = seen.filter(match);
          seen = seen.filter((v) => !match(v));
          return taken;
        },
      });
      // A page whose exchange could not reach the binding still lists its own (window.simulatedExchange.violations).
      if (heard === 0) {
        for (const page of context.pages()) {
          // Bounded: a page caught in a load (a logout reloads) must not hold the journey's teardown.
          // reason: a teardown's read of a page that may never answer, after the journey has passed; 5 s of it fails nothing.
          const listed = await Promise.race([
            page
              .evaluate(() => (window as unknown as { simulatedExchange?: { violations?: () => unknown[] } }).simulatedExchange?.violations?.() ?? [])
              .catch(() => []),
            new Promise<unknown[]>((resolve) => setTimeout(() => resolve([]), 5_000)),
          ]);
          seen.push(...(listed as Violation[]));
        }
      }
      expect(
        seen.map(describeViolation),
        'requests to the simulated exchange that break the API contract (../shared/api-contract.md)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
