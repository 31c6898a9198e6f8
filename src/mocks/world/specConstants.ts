// The constants the simulated exchange needs, copied from the specifications (not imported from the client's
// src/domain: the exchange shares the contract's types with the client and nothing else).

/** Default stake limits (spec 000 section 5; horse: spec 001 section 5). */
export const SPEC_DEFAULT_LIMITS = {
  oddsMin: 100,
  oddsMax: 100_000,
  bookmakerMin: 100,
  bookmakerMax: 300_000,
  fancyMin: 100,
  fancyMax: 300_000,
} as const;

/** Casino stake 100 to 5000 (spec 001 sections 5 and 9). */
export const SPEC_CASINO_STAKE_MIN = 100;
export const SPEC_CASINO_STAKE_MAX = 5_000;

/** Demo login: `demo@` + the domain title, password `Demo@1234` (contract section 3). */
export const SPEC_DEMO_USER_PREFIX = 'demo@';
export const SPEC_DEMO_PASSWORD = 'Demo@1234';
