// One typed function per call of the API contract (section 3), each answering the useful value unwrapped.
// Here the calls of every page's shell and of the home page: the domain, the session, the header's
// figures, the notices and the sports' lists. The market page's, the account pages', the casino's and
// horse racing's are in their own modules (marketEndpoints.ts, accountEndpoints.ts, casinoEndpoints.ts,
// horseEndpoints.ts), built over the same client by their streams (streams/market/api.ts and its neighbours): each loads with
// its screens, and its schemas with it, instead of with the home page.
import { Observable, catchError, map, of } from 'rxjs';
import * as v from 'valibot';
import { Banner, Competition, DomainConfig, EventLock, Game, LiveTrade, Match, Notice, PasswordChange, SignInAnswer, User, type SignInRequest } from './contract';
import { demoCredentials } from '../domain/auth';
import type { ApiClient } from './client';
import { DEFAULT_IP_LOOKUP_URL, IpLookupAnswer, type IpInfo } from './ipLookup';
// Envelopes built once per item schema, never per call (see envelopes.ts).
import { dataOnce as dataOf, listOnce as list, pagedOnce as paged } from './envelopes';
import { describeError } from './errors';

/** One path segment. ':' and '@' are legal in a segment and kept readable (hosts carry a port). */
export const seg = (x: string | number) =>
  encodeURIComponent(String(x)).replace(/%3A/gi, ':').replace(/%40/g, '@');

// Inner shapes of a few answers, built once (see envelopes.ts).
const UserAnswer = v.object({ user: User });
const ExposureAnswer = v.object({ exposure: v.pipe(v.number(), v.finite()) });

export const get = (path: string) => ({ method: 'GET' as const, path });
export const post = (path: string, body: unknown) => ({ method: 'POST' as const, path, body });

export function createEndpoints(client: ApiClient, opts: { ipLookupUrl?: string } = {}) {
  const { call } = client;
  const ipLookupUrl = opts.ipLookupUrl ?? DEFAULT_IP_LOOKUP_URL;

  const signIn = (body: SignInRequest): Observable<SignInAnswer> =>
    call('signIn', { ...post('/auth/signin', body), loginCall: true }, SignInAnswer);

  return {
    // ---------- domain, session, the header's figures ----------
    domainByHost: (host: string): Observable<DomainConfig> =>
      call('domainByHost', { ...get(`/domain/host/${seg(host)}`), domainLookup: true }, dataOf(DomainConfig)).pipe(map((b) => b.data)),

    signIn,

    demoSignIn: (title: string): Observable<SignInAnswer> =>
      signIn(demoCredentials(title)),

    userDetails: (): Observable<User> =>
      call('userDetails', get('/auth/letest-user-details'), UserAnswer).pipe(map((b) => b.user)),

    passwordHistory: (page: number, pageSize: number) =>
      call('passwordHistory', get(`/auth/password-update-history/${page}/${pageSize}`), paged(PasswordChange)).pipe(
        map((b) => b.data),
      ),

    exposure: (): Observable<number> =>
      call('exposure', get('/bet/exposure/fetch'), ExposureAnswer).pipe(map((b) => b.exposure)),

    liveTrades: (): Observable<LiveTrade[]> =>
      call('liveTrades', get('/bet/trade/list'), list(LiveTrade)).pipe(map((b) => b.data)),

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

    /** The visitor's IP and geolocation, or null on any failure (the caller retries at next login). */
    visitorIp: (): Observable<IpInfo | null> =>
      call('visitorIp', { method: 'GET', path: '', absoluteUrl: ipLookupUrl }, IpLookupAnswer).pipe(
        catchError((err: unknown) => {
          console.warn(`[api visitorIp] lookup failed: ${describeError(err)}`);
          return of(null);
        }),
      ),

    // ---------- sports and match lists ----------
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
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
export type { IpInfo };
