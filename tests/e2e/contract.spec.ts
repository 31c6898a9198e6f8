// The journeys' contract check (tests/e2e/fixtures.ts): a request in the page that breaks the API contract is refused
// by the page's simulated exchange and reaches the journey's violations, naming the call and the rule.
import { expect, test } from './fixtures';

test('a request breaking the contract is refused 400 and reaches the journey, with its call and rule', async ({ page, contractViolations }) => {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { simulatedExchange?: { ready?: boolean } }).simulatedExchange?.ready === true);
  const answer = await page.evaluate(async () => {
    const res = await fetch('/v2/get-events', { headers: { d: window.location.host, 'User-Token': 'tok', Authorization: 'Bearer tok' } });
    return { status: res.status, body: (await res.json()) as unknown };
  });
  expect(answer).toEqual({ status: 400, body: { status: false, message: expect.stringContaining('Contract violation (events, noAuthHeaders') } });
  await expect.poll(() => contractViolations.seen().map((v) => `${v.call} ${v.rule}`)).toContain('events noAuthHeaders');
  // Taken: this journey broke the contract on purpose, so the after-test check passes.
  expect(contractViolations.take((v) => v.call === 'events' && v.rule === 'noAuthHeaders')).toHaveLength(1);
  // The dev panel lists it as it happened.
  const listed = await page.evaluate(
    () => (window as unknown as { simulatedExchange: { violations: () => { call: string }[] } }).simulatedExchange.violations().map((v) => v.call),
  );
  expect(listed).toEqual(['events']);
});
