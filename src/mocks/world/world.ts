// The simulated exchange's world: seed, clock, catalogue, accounts and the hooks casino and horse racing plug into.
import { DEFAULT_KNOBS, type Knobs } from '../knobs';
import { BRANDS, DEFAULT_BRAND_KEY, createDomains, type Brand, type Domains } from './brands';
import { createCatalogue, type Catalogue } from './catalogue';
import { realClock, type WorldClock } from './clock';
import { seedHistory } from './history';
import { createLedger, type Ledger, type LedgerSnapshot } from './ledger';
import { sportsSettler } from './settlement';
import { createViolationLog, type ViolationLog } from '../violations';
import { createUsers, type MockUser, type Users, type UsersSnapshot } from './users';

export type { MockUser } from './users';

/** Answers a refusal message for a bet of its market type, or null to accept it. */
type BetValidator = (ctx: { user: MockUser; payload: Record<string, unknown>; now: number }) => string | null;

export interface World {
  seed: number;
  clock: WorldClock;
  /** When the world was created; seeded history lies before it. */
  epoch: number;
  ledger: Ledger;
  users: Users;
  domains: Domains;
  knobs: Knobs;
  catalogue: Catalogue;
  /** Keyed by markettype ('Casino', 'HORSE'); consulted by POST /bet/save2 after the common checks. */
  betValidators: Map<string, BetValidator>;
  /** Run (in order) before answering any request: settle what is due by `now`. */
  tickers: Array<(now: number) => void>;
  /** Runs every ticker at `now` (default: the clock). */
  tick(now?: number): void;
  /** Requests that broke the API contract (handlers/strict.ts); tests fail on any they did not expect. */
  violations: ViolationLog;
  /** Counts requests, for the deterministic fault knobs. */
  nextRequestNumber(): number;
  /** How the knobs' delays (latency, slow faults) wait; unset: real time. A test sets its own clock's. */
  wait?: (ms: number) => Promise<void>;
  brandOf(user: MockUser): Brand;
  snapshot(): WorldSnapshot;
}

export interface WorldSnapshot {
  version: 1;
  seed: number;
  epoch: number;
  ledger: LedgerSnapshot;
  users: UsersSnapshot;
}

export interface WorldOptions {
  seed: number;
  clock?: WorldClock;
  /** Defaults to the clock's now; a restored snapshot brings its own. */
  epoch?: number;
  knobs?: Knobs;
  /** State saved by an earlier page (the browser's localStorage): restored instead of seeding history. */
  snapshot?: WorldSnapshot;
}

export function createWorld(opts: WorldOptions): World {
  const seed = opts.seed;
  const clock = opts.clock ?? realClock;
  const restoring = opts.snapshot?.version === 1 && opts.snapshot.seed === seed ? opts.snapshot : undefined;
  const epoch = restoring?.epoch ?? opts.epoch ?? clock.now();
  const knobs = opts.knobs ?? { ...DEFAULT_KNOBS, seed };
  const domains = createDomains(BRANDS);
  const ledger = createLedger(seed);
  const users = createUsers(seed, epoch, BRANDS);
  const catalogue = createCatalogue(seed, epoch);
  let requests = 0;
  let ticking = false;

  const world: World = {
    seed,
    clock,
    epoch,
    ledger,
    users,
    domains,
    knobs,
    catalogue,
    betValidators: new Map(),
    tickers: [sportsSettler(catalogue, ledger)],
    tick(now = clock.now()) {
      // A ticker that reads the world must not re-enter the tick.
      if (ticking) return;
      ticking = true;
      try {
        for (const t of world.tickers) t(now);
      } finally {
        ticking = false;
      }
    },
    violations: createViolationLog(),
    nextRequestNumber: () => ++requests,
    brandOf: (user) => domains.byId(user.brandId) ?? (domains.byKey(DEFAULT_BRAND_KEY) as Brand),
    snapshot: () => ({ version: 1, seed, epoch, ledger: ledger.snapshot(), users: users.snapshot() }),
  };

  for (const u of users.all()) ledger.ensureAccount(u._id);
  if (restoring) {
    ledger.restore(restoring.ledger);
    users.restore(restoring.users);
  } else {
    seedHistory(world);
  }
  return world;
}
