// @vitest-environment jsdom
// A logged-in player's first page load: no authenticated call leaves before the domain configuration has given its _id
// (contract section 1: with a token, `d` is the domain _id). The event locks were sent with `d: <host>` (issue 17, item 2).
import { afterEach, describe, expect, it } from 'vitest';
import { Subject, firstValueFrom } from 'rxjs';
import type { HttpResponse } from '../../src/api/transport';
import { api, setHeaderDomainId, setTransport } from '../../streams/api';
import { domainConfig$ } from '../../streams/domainConfig';
import { lockedSportIds$ } from '../../streams/locks';
import * as session from '../../streams/session';
import { fakeTransport } from '../api/fakeTransport';
import { testDomain, testPlayer } from '../records';

const DOMAIN = testDomain({ _id: 'dom-42' });
const player = testPlayer({ _id: 'u-7' });

afterEach(() => {
  setTransport(null);
  setHeaderDomainId(null);
  session.clearSession();
});

describe("a logged-in player's first calls", () => {
  it('the event locks wait for a slow domain configuration and carry its _id, not the host', async () => {
    const domainAnswer = new Subject<HttpResponse>();
    const fake = fakeTransport((req) =>
      req.url.includes('/domain/host/') ? domainAnswer : { status: 200, body: { data: [{ eventId: '4', lock: true }] } },
    );
    setTransport(fake.transport);
    session.login('tok-1', player);

    const locks: ReadonlySet<string>[] = [];
    const sub = lockedSportIds$.subscribe((l) => locks.push(l));
    // The locks asked for the configuration (nobody else has yet) and wait: only the lookup has left.
    expect(fake.requests.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([`/domain/host/${window.location.host}`]);
    expect(locks).toEqual([]);

    domainAnswer.next({ status: 200, body: { data: DOMAIN } });
    domainAnswer.complete();
    await firstValueFrom(domainConfig$);

    const lock = fake.requests.find((r) => r.url.endsWith('/sports/fetch/event/lock'));
    expect(lock?.headers).toEqual({ 'Content-Type': 'application/json', 'User-Token': 'tok-1', Authorization: 'Bearer tok-1', d: 'dom-42' });
    expect(lock?.body).toEqual({ setFor: 'u-7' });
    expect(locks.at(-1)).toEqual(new Set(['4']));
    sub.unsubscribe();
  });

  it('the domain lookup itself leaves at once, with the token and d: host', () => {
    const fake = fakeTransport(() => new Subject<HttpResponse>());
    setTransport(fake.transport);
    session.login('tok-1', player);
    const sub = api.domainByHost('brand.example').subscribe();
    expect(fake.requests[0]?.headers).toEqual({ 'User-Token': 'tok-1', Authorization: 'Bearer tok-1', d: window.location.host });
    sub.unsubscribe();
  });
});
