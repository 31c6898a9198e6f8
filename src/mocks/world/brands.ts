// The white-label brands of the simulated exchange: domain configuration, hosts, limits, notices and banners.
import type { DomainConfig, Limits } from '../../api/contract';
import { SPEC_DEFAULT_LIMITS as DEFAULT_LIMITS } from './specConstants';

export interface Brand {
  /** Short name used by the `brand` knob (`?mock.brand=aura`). */
  key: string;
  config: DomainConfig;
  /** Hosts (without port) answering this brand; localhost answers the brand chosen by the knob. */
  hosts: readonly string[];
  limits: Limits;
  notices: readonly string[];
  banners: readonly string[];
}

const asset = (path: string) => `/assets/${path}`;

const banners = (key: string) => [1, 2, 3].map((n) => asset(`banners/${key}-${n}.svg`));

const defaults: Limits = {
  oddsMin: DEFAULT_LIMITS.oddsMin,
  oddsMax: DEFAULT_LIMITS.oddsMax,
  fancyMin: DEFAULT_LIMITS.fancyMin,
  fancyMax: DEFAULT_LIMITS.fancyMax,
  bookmakerMin: DEFAULT_LIMITS.bookmakerMin,
  bookmakerMax: DEFAULT_LIMITS.bookmakerMax,
  delay: 1,
  advanceBetLock: false,
};

function config(
  key: string,
  c: Omit<DomainConfig, 'logoUrl' | 'favIconUrl'>,
): DomainConfig {
  return { ...c, logoUrl: asset(`brands/${key}-logo.svg`), favIconUrl: asset(`brands/${key}-favicon.svg`) };
}

export const BRANDS: readonly Brand[] = [
  {
    key: 'tamannah',
    config: config('tamannah', {
      _id: '6650a1f0c2e4b0a1a2b3c401',
      title: 'Tamannah',
      primaryColor: '#1e3a8a',
      secondaryColor: '#f59e0b',
      backgroundColor: '#f3f4f6',
      layout: 'tamannah',
      signup: true,
      status: 'active',
      defaultDarkMode: false,
      casinoImageKey: 'thumbUrl',
    }),
    hosts: ['tamannah.example', 'www.tamannah.example'],
    limits: defaults,
    notices: [
      'Welcome to Tamannah Exchange: back and lay on cricket, soccer and tennis around the clock.',
      'Cricket fancy markets suspend 60 minutes before the start of advance sessions.',
      'Bookmaker queries are accepted within 7 days of settlement.',
    ],
    banners: banners('tamannah'),
  },
  {
    key: 'square',
    config: config('square', {
      _id: '6650a1f0c2e4b0a1a2b3c402',
      title: 'SquareBet',
      primaryColor: '#9a3412',
      secondaryColor: '#0d9488',
      backgroundColor: '#fffaf3',
      layout: 'tamannahSquare',
      signup: false,
      status: 'active',
      defaultDarkMode: false,
      casinoImageKey: 'tamannahSquareThumbUrl',
    }),
    hosts: ['squarebet.example', 'www.squarebet.example'],
    // Advance bet lock: matches not yet in play take no stake at all (min 1, max 0).
    limits: { ...defaults, oddsMin: 200, oddsMax: 50_000, bookmakerMin: 200, fancyMin: 200, fancyMax: 20_000, delay: 3, advanceBetLock: true },
    notices: [
      'SquareBet takes bets on matches in play only.',
      'Live casino tables run every few seconds: check the round id before confirming.',
    ],
    banners: banners('square'),
  },
  {
    key: 'aura',
    config: config('aura', {
      _id: '6650a1f0c2e4b0a1a2b3c403',
      title: 'Aura',
      primaryColor: '#7c3aed',
      secondaryColor: '#22d3ee',
      backgroundColor: '#0f0a1e',
      layout: 'aura',
      signup: true,
      status: 'active',
      defaultDarkMode: true,
      casinoImageKey: 'thumbUrl',
    }),
    hosts: ['aura.example', 'www.aura.example'],
    limits: { ...defaults, oddsMin: 50, oddsMax: 200_000, bookmakerMin: 50, bookmakerMax: 500_000, fancyMin: 50, fancyMax: 20_000, delay: 0 },
    notices: [
      'Aura: dark by default, bright on the odds.',
      'Tennis markets suspend between points during tie-breaks.',
      'Minimum stake is 50 on every market.',
    ],
    banners: banners('aura'),
  },
  {
    key: 'lotus',
    config: config('lotus', {
      _id: '6650a1f0c2e4b0a1a2b3c404',
      title: 'Lotus',
      primaryColor: '#be123c',
      secondaryColor: '#fbbf24',
      backgroundColor: '#fff1f2',
      layout: 'tamannah',
      signup: false,
      // A suspended domain: the client sends its account statement to /notfound.
      status: 'suspend',
      defaultDarkMode: false,
      casinoImageKey: 'thumbUrl',
    }),
    hosts: ['lotus.example'],
    limits: defaults,
    notices: ['Lotus is suspended by the operator. Existing bets will settle as usual.'],
    banners: banners('lotus'),
  },
];

export const DEFAULT_BRAND_KEY = 'tamannah';

/** Hosts that answer whichever brand the `brand` knob selects. */
const DEV_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

export interface Domains {
  all(): readonly Brand[];
  byKey(key: string): Brand | undefined;
  byId(id: string): Brand | undefined;
  /** `host` may carry a port; dev hosts map to `devBrandKey` (unknown keys fall back to the default brand). */
  byHost(host: string, devBrandKey: string): Brand | undefined;
}

function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.indexOf(':');
  return colon >= 0 && h.indexOf(':', colon + 1) < 0 ? h.slice(0, colon) : h;
}

export function createDomains(brands: readonly Brand[] = BRANDS): Domains {
  const byKey = (key: string) =>
    brands.find((b) => b.key === key || b.config.layout === key || b.config.title.toLowerCase() === key.toLowerCase());
  return {
    all: () => brands,
    byKey,
    byId: (id) => brands.find((b) => b.config._id === id),
    byHost(host, devBrandKey) {
      const h = stripPort(host);
      if (DEV_HOSTS.has(h)) return byKey(devBrandKey) ?? byKey(DEFAULT_BRAND_KEY);
      return brands.find((b) => b.hosts.includes(h));
    },
  };
}
