// Every journey's `test`: Playwright's, with an automatic check that the simulated exchange in the journey's pages
// saw no request breaking the API contract (src/mocks/callRules.ts). Specs import `test` and `expect` from here.
import { test as base, expect } from '@playwright/test';
import { VIOLATION_BINDING, describeViolation, type Violation } from '../../src/mocks/violations';

export * from '@playwright/test';

export interface ContractViolations {
  /** Those recorded so far in the journey's pages. */
  seen(): readonly Violation[];
  /** For a journey that breaks the contract on purpose: takes the violations `match` accepts (they no longer fail it). */
  take(match: (v: Violation) => boolean): Violation[];
}

export const test = base.extend<{ contractViolations: ContractViolations }>({
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
