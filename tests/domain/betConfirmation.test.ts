// Whether a failed bet call may still have been placed by the exchange.
import { describe, expect, it } from 'vitest';
import { isOutcomeUnknown } from '../../src/domain/betConfirmation';

describe('isOutcomeUnknown', () => {
  it('a timeout, a dropped connection, a server fault or garbage may have placed the bet', () => {
    for (const kind of ['timeout', 'network', 'server', 'malformed'] as const) expect(isOutcomeUnknown(kind)).toBe(true);
  });
  it('a refusal, a not-found or an expired session placed nothing', () => {
    for (const kind of ['refused', 'notFound', 'unauthorized'] as const) expect(isOutcomeUnknown(kind)).toBe(false);
  });
});
