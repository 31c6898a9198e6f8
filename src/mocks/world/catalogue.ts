// The sports catalogue: sports, competitions and a rolling schedule of matches, each a pure function of (seed, slot).
import { hash, rand01 } from './rng';
import { DAY, HOUR, MINUTE, type MarketDef, type MatchDef, type Team } from './model';
import { buildCricket } from './sports/cricket';
import { buildSoccer } from './sports/soccer';
import { buildTennis } from './sports/tennis';
import { marketId as marketIdOf, normalise, type BuildContext, type Built } from './sports/common';

export interface SportDef {
  id: string;
  name: string;
  /** File stem of its icons under /assets/sports/. */
  icon: string;
}

export const SPORTS: readonly SportDef[] = [
  { id: '4', name: 'Cricket', icon: 'cricket' },
  { id: '1', name: 'Soccer', icon: 'soccer' },
  { id: '2', name: 'Tennis', icon: 'tennis' },
  { id: '10', name: 'Horse Racing', icon: 'horse-racing' },
  { id: '113', name: 'Casino', icon: 'casino' },
];

const sportName = (id: string) => SPORTS.find((s) => s.id === id)?.name ?? '';

interface CompetitionSeed {
  competitionId: string;
  name: string;
  sportId: string;
  /** First two digits of its match ids. */
  base: number;
  teams: readonly (readonly [string, string])[];
}

const CRICKET: CompetitionSeed[] = [
  {
    competitionId: '101480',
    name: 'Indian Premier League',
    sportId: '4',
    base: 31,
    teams: [
      ['Mumbai Indians', 'MI'], ['Chennai Super Kings', 'CSK'], ['Royal Challengers Bengaluru', 'RCB'],
      ['Kolkata Knight Riders', 'KKR'], ['Delhi Capitals', 'DC'], ['Sunrisers Hyderabad', 'SRH'],
      ['Rajasthan Royals', 'RR'], ['Punjab Kings', 'PBKS'], ['Gujarat Titans', 'GT'], ['Lucknow Super Giants', 'LSG'],
    ],
  },
  {
    competitionId: '12204',
    name: 'ICC T20 World Cup',
    sportId: '4',
    base: 32,
    teams: [
      ['India', 'IND'], ['Australia', 'AUS'], ['England', 'ENG'], ['Pakistan', 'PAK'], ['South Africa', 'SA'],
      ['New Zealand', 'NZ'], ['Sri Lanka', 'SL'], ['West Indies', 'WI'], ['Bangladesh', 'BAN'], ['Afghanistan', 'AFG'],
    ],
  },
  {
    competitionId: '11365612',
    name: 'Big Bash League',
    sportId: '4',
    base: 33,
    teams: [
      ['Sydney Sixers', 'SIX'], ['Perth Scorchers', 'SCO'], ['Brisbane Heat', 'HEA'], ['Melbourne Stars', 'STA'],
      ['Adelaide Strikers', 'STR'], ['Hobart Hurricanes', 'HUR'], ['Sydney Thunder', 'THU'], ['Melbourne Renegades', 'REN'],
    ],
  },
];
const SOCCER: CompetitionSeed[] = [
  {
    competitionId: '10932509',
    name: 'English Premier League',
    sportId: '1',
    base: 34,
    teams: [
      ['Arsenal', 'ARS'], ['Liverpool', 'LIV'], ['Manchester City', 'MCI'], ['Chelsea', 'CHE'], ['Tottenham', 'TOT'],
      ['Manchester United', 'MUN'], ['Newcastle', 'NEW'], ['Aston Villa', 'AVL'], ['Brighton', 'BHA'], ['West Ham', 'WHU'],
    ],
  },
  {
    competitionId: '117',
    name: 'Spanish La Liga',
    sportId: '1',
    base: 35,
    teams: [
      ['Real Madrid', 'RMA'], ['Barcelona', 'BAR'], ['Atletico Madrid', 'ATM'], ['Sevilla', 'SEV'],
      ['Real Sociedad', 'RSO'], ['Villarreal', 'VIL'], ['Valencia', 'VAL'], ['Athletic Bilbao', 'ATH'],
    ],
  },
  {
    competitionId: '81',
    name: 'Italian Serie A',
    sportId: '1',
    base: 36,
    teams: [
      ['Inter', 'INT'], ['AC Milan', 'MIL'], ['Juventus', 'JUV'], ['Napoli', 'NAP'], ['Roma', 'ROM'],
      ['Lazio', 'LAZ'], ['Atalanta', 'ATA'], ['Fiorentina', 'FIO'],
    ],
  },
];
const TENNIS: CompetitionSeed[] = [
  {
    competitionId: '12517',
    name: 'ATP Finals',
    sportId: '2',
    base: 37,
    teams: [
      ['Jannik Sinner', 'SIN'], ['Carlos Alcaraz', 'ALC'], ['Novak Djokovic', 'DJO'], ['Alexander Zverev', 'ZVE'],
      ['Daniil Medvedev', 'MED'], ['Taylor Fritz', 'FRI'], ['Alex de Minaur', 'DEM'], ['Casper Ruud', 'RUU'],
    ],
  },
  {
    competitionId: '12518',
    name: 'WTA Finals',
    sportId: '2',
    base: 38,
    teams: [
      ['Aryna Sabalenka', 'SAB'], ['Iga Swiatek', 'SWI'], ['Coco Gauff', 'GAU'], ['Elena Rybakina', 'RYB'],
      ['Jessica Pegula', 'PEG'], ['Jasmine Paolini', 'PAO'], ['Qinwen Zheng', 'ZHE'], ['Emma Navarro', 'NAV'],
    ],
  },
];

/**
 * Each competition plays one match per period; competitions of a sport are staggered by period / count,
 * and every match lasts longer than that gap, so each sport always has a match in play.
 */
const SPORT_PLAN: Record<string, { periodMs: number; build: (ctx: BuildContext) => Built; comps: CompetitionSeed[] }> = {
  '4': { periodMs: 5 * HOUR, build: buildCricket, comps: CRICKET },
  '1': { periodMs: 4 * HOUR, build: buildSoccer, comps: SOCCER },
  '2': { periodMs: 2.5 * HOUR, build: buildTennis, comps: TENNIS },
};

/** Declared matches stay listed (flagged declared) this long after they end: longer than any sport's gap between ends. */
const DECLARED_LISTED_MS = 2 * HOUR;
const ODD_BASE = 29;
const OUTRIGHT_MATCH_ID = '29000001';
const BLANK_MARKET_MATCH_ID = '29000002';

interface CompetitionDef {
  competitionId: string;
  name: string;
  sportId: string;
  base: number;
  periodMs: number;
  offsetMs: number;
  teams: Team[];
  build: (ctx: BuildContext) => Built;
}

export interface Catalogue {
  sports: readonly SportDef[];
  competitions(sportId: string): CompetitionDef[];
  /** The matches a list shows at `now`: in play, later today, tomorrow, plus recently declared and odd rows. */
  listed(sportId: string, now: number, competitionId?: string): MatchDef[];
  /** Matches of all sports that start in [fromMs, toMs). */
  startingBetween(fromMs: number, toMs: number): MatchDef[];
  match(matchId: string): MatchDef | undefined;
  market(marketId: string): { match: MatchDef; market: MarketDef } | undefined;
  bookmaker(marketId: string): MatchDef | undefined;
}

const teamOf = (seed: number, [name, code]: readonly [string, string]): Team => ({
  name,
  code,
  rating: rand01(seed, 'rating', name) * 2 - 1,
  selectionId: String(1_000_000 + (hash('selection', name) % 9_000_000)),
});

/** Midnight (local) at the end of tomorrow: the far edge of the Tommorow tab. */
function endOfTomorrow(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + 2);
  return d.getTime();
}

export function createCatalogue(seed: number, epoch: number): Catalogue {
  const comps: CompetitionDef[] = Object.entries(SPORT_PLAN).flatMap(([sportId, plan]) => {
    const shift = (hash(seed, 'schedule-shift', sportId) % 12) * 5 * MINUTE;
    return plan.comps.map((c, i) => ({
      competitionId: c.competitionId,
      name: c.name,
      sportId,
      base: c.base,
      periodMs: plan.periodMs,
      offsetMs: Math.round((i * plan.periodMs) / plan.comps.length / MINUTE) * MINUTE + shift,
      teams: c.teams.map((t) => teamOf(seed, t)),
      build: plan.build,
    }));
  });

  const cache = new Map<string, MatchDef>();
  const remember = (m: MatchDef) => {
    if (cache.size > 4000) cache.clear();
    cache.set(m.matchId, m);
    return m;
  };

  function slotMatch(comp: CompetitionDef, k: number): MatchDef {
    const matchId = String(comp.base * 1_000_000 + (((k % 1_000_000) + 1_000_000) % 1_000_000));
    const hit = cache.get(matchId);
    if (hit) return hit;
    const n = comp.teams.length;
    const i = hash(seed, comp.competitionId, k, 'home') % n;
    const j = (i + 1 + (hash(seed, comp.competitionId, k, 'away') % (n - 1))) % n;
    const home = comp.teams[i] as Team;
    const away = comp.teams[j] as Team;
    const startMs = k * comp.periodMs + comp.offsetMs;
    const built = comp.build({ seed, matchId, startMs, home, away });
    return remember({
      matchId,
      sportId: comp.sportId,
      sportName: sportName(comp.sportId),
      competitionId: comp.competitionId,
      competitionName: comp.name,
      eventName: `${home.name} v ${away.name}`,
      startMs,
      endMs: built.endMs,
      home,
      away,
      markets: built.markets,
      ...(built.hasBookmaker && {
        bookmaker: { marketId: `9.${matchId}01`, marketName: 'Bookmaker', source: built.markets[0] as MarketDef },
      }),
      sessions: built.sessions,
      incidents: built.incidents,
      listMarketName: 'Match Odds',
    });
  }

  const slotsBetween = (comp: CompetitionDef, fromMs: number, toMs: number) => {
    const out: MatchDef[] = [];
    const k0 = Math.floor((fromMs - comp.offsetMs) / comp.periodMs);
    const k1 = Math.floor((toMs - comp.offsetMs) / comp.periodMs);
    for (let k = k0; k <= k1; k++) out.push(slotMatch(comp, k));
    return out;
  };

  // Rows a list must hide: an outright named '... Winner' and a match with a blank market name.
  const ipl = comps.find((c) => c.competitionId === '101480') as CompetitionDef;
  const epl = comps.find((c) => c.competitionId === '10932509') as CompetitionDef;
  const dayStart = new Date(epoch);
  dayStart.setHours(0, 0, 0, 0);
  const outrightStart = dayStart.getTime() + 20 * DAY + 14 * HOUR;
  const outrightProbs = normalise(ipl.teams.map((t) => Math.exp(1.2 * t.rating)));
  const outright: MatchDef = {
    matchId: OUTRIGHT_MATCH_ID,
    sportId: '4',
    sportName: 'Cricket',
    competitionId: ipl.competitionId,
    competitionName: ipl.name,
    eventName: `${ipl.name} ${new Date(outrightStart).getFullYear()}`,
    startMs: outrightStart,
    endMs: outrightStart + 60 * DAY,
    home: ipl.teams[0] as Team,
    away: ipl.teams[1] as Team,
    markets: [
      {
        marketId: marketIdOf(OUTRIGHT_MATCH_ID, 0),
        marketName: 'Tournament Winner',
        runners: ipl.teams.map((t) => ({ selectionId: t.selectionId, runnerName: t.name })),
        closesAt: outrightStart + 60 * DAY,
        winner: null,
        probs: () => outrightProbs,
        volume: 2_500_000,
        resultText: '',
        alwaysSuspended: true,
      },
    ],
    sessions: [],
    incidents: [],
    listMarketName: 'Tournament Winner',
  };
  const blankStart = dayStart.getTime() + DAY + 12 * HOUR;
  const blank: MatchDef = {
    matchId: BLANK_MARKET_MATCH_ID,
    sportId: '1',
    sportName: 'Soccer',
    competitionId: epl.competitionId,
    competitionName: epl.name,
    eventName: `${(epl.teams[0] as Team).name} v ${(epl.teams[3] as Team).name} (Friendly)`,
    startMs: blankStart,
    endMs: blankStart + 2 * HOUR,
    home: epl.teams[0] as Team,
    away: epl.teams[3] as Team,
    markets: [],
    sessions: [],
    incidents: [],
    listMarketName: '',
  };
  const oddRows = [outright, blank];

  function match(matchId: string): MatchDef | undefined {
    const odd = oddRows.find((m) => m.matchId === matchId);
    if (odd) return odd;
    if (!/^\d{8}$/.test(matchId)) return cache.get(matchId);
    const n = Number(matchId);
    const base = Math.floor(n / 1_000_000);
    if (base === ODD_BASE) return undefined;
    const comp = comps.find((c) => c.base === base);
    if (!comp) return undefined;
    const low = n % 1_000_000;
    const near = Math.floor((epoch - comp.offsetMs) / comp.periodMs);
    const k = low + 1_000_000 * Math.round((near - low) / 1_000_000);
    return slotMatch(comp, k);
  }

  return {
    sports: SPORTS,
    competitions: (sportId) => comps.filter((c) => c.sportId === sportId),
    listed(sportId, now, competitionId) {
      const until = endOfTomorrow(now);
      const rows = comps
        .filter((c) => c.sportId === sportId && (competitionId === undefined || c.competitionId === competitionId))
        .flatMap((c) => slotsBetween(c, now - 6 * HOUR, until))
        .filter((m) => m.endMs > now - DECLARED_LISTED_MS && m.startMs < until);
      const odd = oddRows.filter(
        (m) => m.sportId === sportId && (competitionId === undefined || m.competitionId === competitionId),
      );
      return [...rows, ...odd].sort((a, b) => a.startMs - b.startMs || a.matchId.localeCompare(b.matchId));
    },
    startingBetween: (fromMs, toMs) =>
      comps.flatMap((c) => slotsBetween(c, fromMs, toMs)).filter((m) => m.startMs >= fromMs && m.startMs < toMs),
    match,
    market(marketId) {
      const m = /^1\.(\d+)(\d\d)$/.exec(marketId);
      if (!m) return undefined;
      const found = match(m[1] as string);
      const market = found?.markets.find((x) => x.marketId === marketId);
      return found && market ? { match: found, market } : undefined;
    },
    bookmaker(marketId) {
      const m = /^9\.(\d+)01$/.exec(marketId);
      const found = m ? match(m[1] as string) : undefined;
      return found?.bookmaker?.marketId === marketId ? found : undefined;
    },
  };
}
