// The simulated exchange's contract violations in Vitest: every test fails when one was recorded during it
// (tests/setup.ts runs failOnContractViolations after each test), unless the test expected it (expectViolations).
import { expect } from 'vitest';
import type { HttpHandler } from 'msw';
import type { DomainConfig } from '../src/api/contract';
import { strictHandler } from '../src/mocks/handlers/strict';
import type { World } from '../src/mocks/world/world';
import { createDomains } from '../src/mocks/world/brands';
import { allViolationLogs, createViolationLog, describeViolation, type Violation, type ViolationLog } from '../src/mocks/violations';

/** After each test: takes every violation any world of the file recorded, and fails the test when there was one. */
export function failOnContractViolations(): void {
  const found = allViolationLogs().flatMap((log) => log.take());
  if (found.length === 0) return;
  throw new Error(
    `The simulated exchange recorded ${found.length} request(s) that break the API contract (../shared/api-contract.md):\n` +
      found.map((v) => `  - ${describeViolation(v)}`).join('\n'),
  );
}

/**
 * For a test that sends a request breaking the contract on purpose: takes the violations of `world` that
 * match one of `expected` (call and rule, and the detail when given) and checks each expected one was
 * recorded. Any other violation is left for the after-each check, which fails the test.
 */
export function expectViolations(world: World, expected: readonly Partial<Pick<Violation, 'call' | 'rule' | 'detail'>>[]): Violation[] {
  const matches = (v: Violation, e: Partial<Violation>) =>
    (e.call === undefined || v.call === e.call) && (e.rule === undefined || v.rule === e.rule) && (e.detail === undefined || v.detail.includes(e.detail));
  const taken = world.violations.take((v) => expected.some((e) => matches(v, e)));
  for (const e of expected) {
    expect(taken.some((v) => matches(v, e)), `expected a violation ${JSON.stringify(e)}; recorded: ${JSON.stringify(taken)}`).toBe(true);
  }
  return taken;
}

/**
 * The simulated exchange's contract check alone, for a test's hand-written exchange answering one domain (on
 * localhost and `hosts`): put `handler` first in its MSW server. Its violations fail the test like a world's.
 */
export function standaloneContractCheck(domain: DomainConfig, hosts: readonly string[] = []): { handler: HttpHandler; violations: ViolationLog } {
  const brand = 'standalone';
  const limits = { oddsMin: 100, oddsMax: 100_000, fancyMin: 100, fancyMax: 300_000, bookmakerMin: 100, bookmakerMax: 300_000, delay: 0, advanceBetLock: false };
  const domains = createDomains([{ key: brand, config: domain, hosts, limits, notices: [], banners: [] }]);
  const violations = createViolationLog();
  return { handler: strictHandler({ domains, violations, knobs: { brand } }), violations };
}
