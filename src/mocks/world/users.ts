// Accounts of the simulated exchange per brand: credentials, roles, password history, login activity, tokens.
import type { LoginActivity, PasswordChange } from '../../api/contract';
import { SPEC_DEMO_PASSWORD as DEMO_PASSWORD, SPEC_DEMO_USER_PREFIX as DEMO_USER_PREFIX } from './specConstants';
import type { Brand } from './brands';
import { DAY, HOUR, MINUTE } from './model';
import { hash } from './rng';

export interface MockUser {
  _id: string;
  brandId: string;
  userName: string;
  name: string;
  password: string;
  currency: string;
  role: string;
  rolePermissions: string[];
  exposureLimit: number;
  mobile: string;
  isDemo: boolean;
  /** Cash the account starts with (deposited before the world's history). */
  startingBalance: number;
  /** Sport ids whose events are locked for this player. */
  lockedEvents: string[];
  passwordHistory: PasswordChange[];
  loginActivity: LoginActivity[];
}

/** Who exists in every brand; the README lists the same table. */
export interface Persona {
  key: string;
  userName: (brand: Brand) => string;
  password: string;
  name: string;
  role: string;
  startingBalance: number;
  exposureLimit: number;
  mobile: string;
  lockedEvents: string[];
  /** Days before the epoch of past password changes (none: the client asks for a change). */
  passwordChangedDaysAgo: number[];
  /** Seeded history: how many settled bets before the epoch, and whether bets are open at the epoch. */
  history: { settled: number; open: number };
}

export const PERSONAS: readonly Persona[] = [
  {
    key: 'demo',
    userName: (b) => DEMO_USER_PREFIX + b.config.title,
    password: DEMO_PASSWORD,
    name: 'Demo Player',
    role: 'User',
    startingBalance: 50_000,
    exposureLimit: 200_000,
    mobile: '+91 90000 00000',
    lockedEvents: [],
    passwordChangedDaysAgo: [],
    history: { settled: 3, open: 0 },
  },
  {
    key: 'rahul',
    userName: () => 'rahul',
    password: 'Rahul@123',
    name: 'Rahul Sharma',
    role: 'User',
    startingBalance: 25_000,
    exposureLimit: 500_000,
    mobile: '+91 98200 11223',
    lockedEvents: [],
    passwordChangedDaysAgo: [62, 21],
    history: { settled: 14, open: 2 },
  },
  {
    key: 'vikram',
    userName: () => 'vikram',
    password: 'Vikram@123',
    name: 'Vikram Rao',
    role: 'User',
    startingBalance: 10_000,
    exposureLimit: 100_000,
    mobile: '+91 99876 54321',
    // Tennis is locked for this player: the sports menu drops it.
    lockedEvents: ['2'],
    passwordChangedDaysAgo: [9],
    history: { settled: 6, open: 1 },
  },
  {
    key: 'newbie',
    userName: () => 'newbie',
    password: 'Newbie@123',
    name: 'Neha Verma',
    role: 'User',
    startingBalance: 5_000,
    exposureLimit: 50_000,
    mobile: '+91 91234 56789',
    lockedEvents: [],
    // Never changed the password: the client prompts 'Please change your password for security!'.
    passwordChangedDaysAgo: [],
    history: { settled: 0, open: 0 },
  },
  {
    key: 'agent',
    userName: () => 'agent01',
    password: 'Agent@123',
    name: 'Arjun Mehta',
    // Not a player: the client must refuse the sign-in with 'Invalid Id or Password!'.
    role: 'Agent',
    startingBalance: 100_000,
    exposureLimit: 0,
    mobile: '+91 90909 80808',
    lockedEvents: [],
    passwordChangedDaysAgo: [30],
    history: { settled: 0, open: 0 },
  },
];

const PERMISSIONS: Record<string, string[]> = {
  User: ['sports', 'casino', 'horse-racing'],
  Agent: ['users', 'reports'],
};

export interface Users {
  all(): readonly MockUser[];
  byId(id: string): MockUser | undefined;
  /** Case-insensitive on the user name, within one brand. */
  find(brandId: string, userName: string): MockUser | undefined;
  persona(user: MockUser): Persona | undefined;
  issueToken(user: MockUser): string;
  /** The user a token belongs to, if it is one this world issued. */
  userOfToken(token: string): MockUser | undefined;
  recordLogin(user: MockUser, row: LoginActivity): void;
  changePassword(user: MockUser, newPassword: string, atMs: number): void;
  snapshot(): UsersSnapshot;
  restore(s: UsersSnapshot): void;
  subscribe(listener: () => void): () => void;
}

export interface UsersSnapshot {
  tokenCounter: number;
  users: Record<string, Pick<MockUser, 'password' | 'passwordHistory' | 'loginActivity'>>;
}

const userIdOf = (brandIndex: number, personaIndex: number) =>
  `6651c0de${brandIndex.toString(16).padStart(8, '0')}${personaIndex.toString(16).padStart(8, '0')}`;

const PLACES = [
  { city: 'Mumbai', state: 'Maharashtra', isp: 'Jio Fiber' },
  { city: 'Bengaluru', state: 'Karnataka', isp: 'Airtel Broadband' },
  { city: 'Delhi', state: 'Delhi', isp: 'ACT Fibernet' },
];

function seededActivity(seed: number, userId: string, epoch: number): LoginActivity[] {
  const rows: LoginActivity[] = [];
  for (let i = 6; i >= 1; i--) {
    const place = PLACES[hash(seed, userId, 'place', i) % PLACES.length] ?? PLACES[0]!;
    const at = epoch - i * DAY + (hash(seed, userId, 'login', i) % (10 * HOUR));
    const ip = `203.0.113.${(hash(seed, userId, 'ip', i) % 200) + 10}`;
    const row = { deviceIp: ip, isp: place.isp, city: place.city, state: place.state, country: 'India' };
    if (i === 3) {
      // A mistyped password a few minutes before a good login.
      rows.push({ loginTime: new Date(at - 4 * MINUTE).toISOString(), loginStatus: 'Failed: wrong password', ...row });
    }
    rows.push({ loginTime: new Date(at).toISOString(), loginStatus: 'Success', ...row });
  }
  return rows;
}

export function createUsers(seed: number, epoch: number, brands: readonly Brand[]): Users {
  const list: MockUser[] = brands.flatMap((brand, bi) =>
    PERSONAS.map((p, pi): MockUser => {
      const _id = userIdOf(bi + 1, pi + 1);
      const userName = p.userName(brand);
      return {
        _id,
        brandId: brand.config._id,
        userName,
        name: p.name,
        password: p.password,
        currency: 'INR',
        role: p.role,
        rolePermissions: PERMISSIONS[p.role] ?? [],
        exposureLimit: p.exposureLimit,
        mobile: p.mobile,
        isDemo: userName.toLowerCase().startsWith(DEMO_USER_PREFIX),
        startingBalance: p.startingBalance,
        lockedEvents: p.lockedEvents,
        passwordHistory: p.passwordChangedDaysAgo.map((d) => ({
          updatedOf: userName,
          updatedBy: userName,
          createdAt: new Date(epoch - d * DAY + (hash(seed, _id, 'pw', d) % (8 * HOUR))).toISOString(),
        })),
        loginActivity: p.key === 'demo' ? [] : seededActivity(seed, _id, epoch),
      };
    }),
  );
  const personaOf = new Map(list.map((u, i) => [u._id, PERSONAS[i % PERSONAS.length]!]));
  let tokenCounter = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const signature = (userId: string, nonce: string) => hash(seed, 'token', userId, nonce).toString(36);

  return {
    all: () => list,
    byId: (id) => list.find((u) => u._id === id),
    find: (brandId, userName) =>
      list.find((u) => u.brandId === brandId && u.userName.toLowerCase() === userName.trim().toLowerCase()),
    persona: (user) => personaOf.get(user._id),
    issueToken(user) {
      tokenCounter += 1;
      const nonce = tokenCounter.toString(36);
      changed();
      // Stateless: the token names the user and is signed with the seed, so it survives a reload.
      return `${user._id}.${nonce}.${signature(user._id, nonce)}`;
    },
    userOfToken(token) {
      const [userId, nonce, sig, ...rest] = token.split('.');
      if (!userId || !nonce || !sig || rest.length > 0 || signature(userId, nonce) !== sig) return undefined;
      return list.find((u) => u._id === userId);
    },
    recordLogin(user, row) {
      user.loginActivity.push(row);
      changed();
    },
    changePassword(user, newPassword, atMs) {
      user.password = newPassword;
      user.passwordHistory.push({ updatedOf: user.userName, updatedBy: user.userName, createdAt: new Date(atMs).toISOString() });
      changed();
    },
    snapshot: () => ({
      tokenCounter,
      users: Object.fromEntries(
        list.map((u) => [u._id, structuredClone({ password: u.password, passwordHistory: u.passwordHistory, loginActivity: u.loginActivity })]),
      ),
    }),
    restore(s) {
      tokenCounter = s.tokenCounter;
      for (const u of list) {
        const saved = s.users[u._id];
        if (!saved) continue;
        u.password = saved.password;
        u.passwordHistory = structuredClone(saved.passwordHistory);
        u.loginActivity = structuredClone(saved.loginActivity);
      }
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
