// One typed function per call of the API contract (section 3), each answering the useful value unwrapped.
import { Observable, catchError, map, of } from 'rxjs';
import * as v from 'valibot';
import {
  Banner,
  Bet,
  BetAnswer,
  BookmakerMarket,
  CasinoGame,
  CasinoListItem,
  Competition,
  Country,
  DomainConfig,
  EventLock,
  ExchangeMarket,
  FancyRow,
  Game,
  GenericRoundData,
  HorseMarket,
  Limits,
  LiveTrade,
  LoginActivity,
  Match,
  MessageAnswer,
  Notice,
  PasswordChange,
  ProfitLossRow,
  ResultItem,
  RoundData,
  RoundResult,
  SignInAnswer,
  StatementRow,
  User,
  type BetPayload,
  type BetStatus,
  type SignInRequest,
  type StatementFilter,
} from './contract';
import { demoCredentials } from '../domain/auth';
import type { ApiClient } from './client';
import type { WithClientRef } from './clientRef';
import { DEFAULT_IP_LOOKUP_URL, IpLookupAnswer, type IpInfo } from './ipLookup';
// Envelopes built once per item schema, never per call (see envelopes.ts).
import { dataOnce as dataOf, listOnce as list, pagedOnce as paged } from './envelopes';
import { describeError } from './errors';

export interface PasswordUpdate {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export interface StatementQuery {
  userId: string;
  from: string;
  to: string;
  filter: StatementFilter;
}
export interface ProfitLossQuery {
  from: string;
  to: string;
  eventId?: string;
  matchId?: string;
  markettype?: string;
}
export interface BetHistoryQuery {
  status: BetStatus;
  /** '' = all sports. */
  sportsName: string;
  from: string;
  to: string;
}

/** One path segment. ':' and '@' are legal in a segment and kept readable (hosts carry a port). */
const seg = (x: string | number) =>
  encodeURIComponent(String(x)).replace(/%3A/gi, ':').replace(/%40/g, '@');

// Inner shapes of a few answers, built once (see envelopes.ts).
const UserAnswer = v.object({ user: User });
const ExposureAnswer = v.object({ exposure: v.pipe(v.number(), v.finite()) });
const ResultList = v.object({ data: v.array(ResultItem) });
const CardList = v.object({ card: v.string() });
const HorseSchedule = v.object({ t1: v.array(Country) });
const HorseMarkets = v.object({ data: v.array(HorseMarket) });

const get = (path: string) => ({ method: 'GET' as const, path });
const post = (path: string, body: unknown) => ({ method: 'POST' as const, path, body });

export function createEndpoints(client: ApiClient, opts: { ipLookupUrl?: string } = {}) {
  const { call } = client;
  const ipLookupUrl = opts.ipLookupUrl ?? DEFAULT_IP_LOOKUP_URL;

  const signIn = (body: SignInRequest): Observable<SignInAnswer> =>
    call('signIn', { ...post('/auth/signin', body), loginCall: true }, SignInAnswer);

  return {
    // ---------- domain, session, account ----------
    domainByHost: (host: string): Observable<DomainConfig> =>
      call('domainByHost', { ...get(`/domain/host/${seg(host)}`), domainLookup: true }, dataOf(DomainConfig)).pipe(map((b) => b.data)),

    signIn,

    demoSignIn: (title: string): Observable<SignInAnswer> =>
      signIn(demoCredentials(title)),

    userDetails: (): Observable<User> =>
      call('userDetails', get('/auth/letest-user-details'), UserAnswer).pipe(map((b) => b.user)),

    /** Answers the server's success message. */
    updatePassword: (body: PasswordUpdate): Observable<string> =>
      call('updatePassword', post('/auth/update-password', body), MessageAnswer).pipe(map((b) => b.message)),

    passwordHistory: (page: number, pageSize: number) =>
      call('passwordHistory', get(`/auth/password-update-history/${page}/${pageSize}`), paged(PasswordChange)).pipe(
        map((b) => b.data),
      ),

    loginActivity: (userId: string, page: number, pageSize: number) =>
      call('loginActivity', get(`/auth/login-activity/${seg(userId)}/${page}/${pageSize}`), paged(LoginActivity)).pipe(
        map((b) => b.data),
      ),

    statement: (page: number, pageSize: number, body: StatementQuery) =>
      call('statement', post(`/transit/transactions/test/${page}/${pageSize}`, body), paged(StatementRow)).pipe(
        map((b) => b.data),
      ),

    profitLoss: (page: number, pageSize: number, body: ProfitLossQuery) =>
      call('profitLoss', post(`/profit-loss/test/${page}/${pageSize}`, body), paged(ProfitLossRow)).pipe(
        map((b) => b.data),
      ),

    betHistory: (page: number, pageSize: number, body: BetHistoryQuery) =>
      call('betHistory', post(`/bet/history/test/${page}/${pageSize}`, body), paged(Bet)).pipe(map((b) => b.data)),

    bet: (betId: string): Observable<Bet> =>
      call('bet', get(`/bet/${seg(betId)}`), dataOf(Bet)).pipe(map((b) => b.data)),

    exposure: (): Observable<number> =>
      call('exposure', get('/bet/exposure/fetch'), ExposureAnswer).pipe(map((b) => b.exposure)),

    liveTrades: (): Observable<LiveTrade[]> =>
      call('liveTrades', get('/bet/trade/list'), list(LiveTrade)).pipe(map((b) => b.data)),

    /** The user's open bets on one match or casino table. */
    matchBets: (matchId: string): Observable<Bet[]> =>
      call('matchBets', get(`/bet/bet-details/list/${seg(matchId)}`), list(Bet)).pipe(map((b) => b.data)),

    eventLocks: (userId: string): Observable<EventLock[]> =>
      call('eventLocks', post('/sports/fetch/event/lock', { setFor: userId }), list(EventLock)).pipe(
        map((b) => b.data),
      ),

    notices: (domainId: string): Observable<string[]> =>
      call('notices', get(`/domain/notice/get/${seg(domainId)}`), list(Notice)).pipe(
        map((b) => b.data.map((n) => n.notice)),
      ),

    /** Banner image URLs. */
    banners: (domainId: string): Observable<string[]> =>
      call('banners', get(`/domain/banner/get/${seg(domainId)}`), list(Banner)).pipe(
        map((b) => b.data.map((n) => n.banner)),
      ),

    limits: (domainId: string): Observable<Limits> =>
      call('limits', get(`/get-min-max/${seg(domainId)}`), dataOf(Limits)).pipe(map((b) => b.data)),

    /** The visitor's IP and geolocation, or null on any failure (the caller retries at next login). */
    visitorIp: (): Observable<IpInfo | null> =>
      call('visitorIp', { method: 'GET', path: '', absoluteUrl: ipLookupUrl }, IpLookupAnswer).pipe(
        catchError((err: unknown) => {
          console.warn(`[api visitorIp] lookup failed: ${describeError(err)}`);
          return of(null);
        }),
      ),

    // ---------- sports and exchange markets ----------
    events: (): Observable<Game[]> =>
      call('events', { ...get('/v2/get-events'), anonymous: true }, list(Game)).pipe(map((b) => b.data)),

    competitions: (eventId: string): Observable<Competition[]> =>
      call('competitions', get(`/v2/get-legues/${seg(eventId)}`), list(Competition)).pipe(map((b) => b.data)),

    matches: (eventId: string, legueId: string): Observable<Match[]> =>
      call('matches', get(`/v2/get-matches/${seg(eventId)}/${seg(legueId)}`), list(Match)).pipe(map((b) => b.data)),

    matchesBySport: (eventId: string): Observable<Match[]> =>
      call('matchesBySport', get(`/v2/get-matches-by-eventid/${seg(eventId)}`), list(Match)).pipe(
        map((b) => b.data),
      ),

    marketOdds: (eventId: string, legueId: string, matchId: string, marketIds: string[]): Observable<ExchangeMarket[]> =>
      call(
        'marketOdds',
        get(`/v2/fetch-market-odds/${seg(eventId)}/${seg(legueId)}/${seg(matchId)}/${marketIds.map(seg).join(',')}`),
        list(ExchangeMarket),
      ).pipe(map((b) => b.data)),

    bookmakerOdds: (eventId: string, legueId: string, matchId: string): Observable<BookmakerMarket[]> =>
      call(
        'bookmakerOdds',
        get(`/v2/fetch-bookmaker-odds/${seg(eventId)}/${seg(legueId)}/${seg(matchId)}`),
        list(BookmakerMarket),
      ).pipe(map((b) => b.data)),

    fancy: (eventId: string, legueId: string, matchId: string): Observable<FancyRow[]> =>
      call(
        'fancy',
        get(`/v2/fetch-market-session/${seg(eventId)}/${seg(legueId)}/${seg(matchId)}`),
        list(FancyRow),
      ).pipe(map((b) => b.data)),

    /**
     * Any market kind, horse and casino included. A refusal arrives as an ApiError('refused').
     * The payload must carry its confirmation's `clientRef` (streams/betPlacement.ts sends it).
     */
    placeBet: (payload: WithClientRef<BetPayload>): Observable<BetAnswer> => call('placeBet', post('/bet/save2', payload), BetAnswer),

    // ---------- casino ----------
    casinoList: (): Observable<CasinoListItem[]> =>
      call('casinoList', get('/casino/list'), list(CasinoListItem)).pipe(map((b) => b.data)),

    casinoGames: (): Observable<CasinoGame[]> =>
      call('casinoGames', get('/sports/casino/games'), list(CasinoGame)).pipe(map((b) => b.data)),

    /** `game` is a path of the contract's table, e.g. 'teenpatti/t20' (its slash is kept). */
    casinoRound: (game: string): Observable<RoundData> =>
      call('casinoRound', get(`/sports/v1/casino/${game}/data`), dataOf(RoundData)).pipe(map((b) => b.data)),

    /** The last results, newest first. */
    casinoResults: (game: string): Observable<ResultItem[]> =>
      call(
        'casinoResults',
        get(`/sports/v1/casino/${game}/result`),
        dataOf(ResultList),
      ).pipe(map((b) => b.data.data)),

    /** One round's result, or null when the server has none (yet). */
    roundResult: (roundId: string): Observable<RoundResult | null> =>
      call('roundResult', post('/sports/v1/casino/result', { roundId }), list(RoundResult)).pipe(
        map((b) => b.data[0] ?? null),
      ),

    genericCasinoData: (casinoType: string, eventId: string): Observable<GenericRoundData> =>
      call('genericCasinoData', get(`/casino/data/${seg(casinoType)}/${seg(eventId)}`), dataOf(GenericRoundData)).pipe(
        map((b) => b.data),
      ),

    /** The round's cards, e.g. ['KHH', '3SS']. */
    casinoCards: (eventId: string, mid: string): Observable<string[]> =>
      call(
        'casinoCards',
        get(`/v2/get-casino-cards/${seg(eventId)}/${seg(mid)}`),
        dataOf(CardList),
      ).pipe(map((b) => b.data.card.split(',').map((c) => c.trim()).filter(Boolean))),

    // ---------- horse racing ----------
    horseSchedule: (): Observable<Country[]> =>
      call('horseSchedule', get('/v2/list/horseRace'), dataOf(HorseSchedule)).pipe(
        map((b) => b.data.t1),
      ),

    horseOdds: (gmid: string): Observable<HorseMarket[]> =>
      call(
        'horseOdds',
        get(`/v2/get-horse-odds?gmid=${encodeURIComponent(gmid)}`),
        dataOf(HorseMarkets),
      ).pipe(map((b) => b.data.data)),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
export type { IpInfo };
