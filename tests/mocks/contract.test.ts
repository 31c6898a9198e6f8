// @vitest-environment node
// Every core call of the contract, answered by the simulated exchange, parses with the client's own schemas.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Banner, Competition, DomainConfig, EventLock, ExchangeMarket, Game, LiveTrade, Match, MessageAnswer, Notice, PasswordChange, SignInAnswer, User, dataOf, paged } from '../../src/api/contract';
import { LoginActivity, ProfitLossRow, StatementRow } from '../../src/api/accountContract';
import { CasinoGame, CasinoListItem, GenericRoundData, ResultItem, RoundData, RoundResult } from '../../src/api/casinoContract';
import { Country, HorseMarket } from '../../src/api/horseContract';
import { Bet, BetAnswer, BookmakerMarket, FancyRow, Limits } from '../../src/api/marketContract';
import { IpLookupAnswer } from '../../src/api/ipLookup';
import { betMargins } from '../../src/domain/margins';
import { DEMO_PASSWORD } from '../../src/domain/constants';
import { expectSchema, findOpenRunner, startExchange } from './harness';

/** Error and refusal body: `{status: false, message}` (contract section 2); the client reads only its message (src/api/client.ts). */
const Refusal = v.object({ status: v.optional(v.literal(false)), message: v.string() });

const list = <T extends v.GenericSchema>(item: T) => dataOf(v.array(item));
const ex = startExchange();

describe('every core call answers in the shapes the client parses', () => {
  it('domain, session and account calls', async () => {
    const domain = expectSchema(dataOf(DomainConfig), (await ex.call('GET', '/domain/host/localhost:5173')).body, 'domain');
    expect(domain.data.title).toBe('Tamannah');
    const demo = await ex.call('POST', '/auth/signin', {
      body: { userName: `demo@${domain.data.title}`, password: DEMO_PASSWORD, deviceIp: '', ipInfo: {} },
    });
    expectSchema(SignInAnswer, demo.body, 'demo sign-in');

    const { token, userId, domainId } = await ex.signIn('rahul', 'Rahul@123');
    const opts = { token };
    expectSchema(v.object({ user: User }), (await ex.call('GET', '/auth/letest-user-details', opts)).body, 'user details');
    expectSchema(paged(PasswordChange), (await ex.call('GET', '/auth/password-update-history/1/10', opts)).body, 'pw history');
    expectSchema(paged(LoginActivity), (await ex.call('GET', `/auth/login-activity/${userId}/1/10`, opts)).body, 'activity');
    for (const filter of ['upline', 'betRecords', 'all']) {
      const a = await ex.call('POST', '/transit/transactions/test/1/25', { ...opts, body: { userId, from: '2026-01-01', to: '2026-12-31', filter } });
      expect(expectSchema(paged(StatementRow), a.body, `statement ${filter}`).data.pageItems.length).toBeGreaterThan(0);
    }
    const pl = expectSchema(paged(ProfitLossRow), (await ex.call('POST', '/profit-loss/test/1/10', { ...opts, body: { from: '2026-01-01', to: '2026-12-31' } })).body, 'pl');
    const sport = pl.data.pageItems[0]!;
    const byMatch = expectSchema(paged(ProfitLossRow), (await ex.call('POST', '/profit-loss/test/1/10', { ...opts, body: { from: '2026-01-01', to: '2026-12-31', eventId: sport.eventId } })).body, 'pl match');
    const match = byMatch.data.pageItems[0]!;
    const byType = expectSchema(paged(ProfitLossRow), (await ex.call('POST', '/profit-loss/test/1/10', { ...opts, body: { from: '2026-01-01', to: '2026-12-31', eventId: sport.eventId, matchId: match.matchId } })).body, 'pl type');
    const type = byType.data.pageItems[0]!;
    expectSchema(paged(ProfitLossRow), (await ex.call('POST', '/profit-loss/test/1/10', { ...opts, body: { from: '2026-01-01', to: '2026-12-31', eventId: sport.eventId, matchId: match.matchId, markettype: type.markettype } })).body, 'pl bets');
    const open = expectSchema(paged(Bet), (await ex.call('POST', '/bet/history/test/1/10', { ...opts, body: { status: 'unsettled', sportsName: '', from: '2026-01-01', to: '2026-12-31' } })).body, 'open bets');
    const settled = expectSchema(paged(Bet), (await ex.call('POST', '/bet/history/test/1/10', { ...opts, body: { status: 'settled', sportsName: 'Cricket', from: '2026-01-01', to: '2026-12-31' } })).body, 'settled bets');
    expect(settled.data.pageItems.every((b) => b.sportsName === 'Cricket' && b.case !== '')).toBe(true);
    const someBet = open.data.pageItems[0] ?? settled.data.pageItems[0]!;
    expectSchema(dataOf(Bet), (await ex.call('GET', `/bet/${someBet.betId}`, opts)).body, 'bet');
    expectSchema(v.object({ status: v.literal(true), exposure: v.number() }), (await ex.call('GET', '/bet/exposure/fetch', opts)).body, 'exposure');
    expectSchema(list(LiveTrade), (await ex.call('GET', '/bet/trade/list', opts)).body, 'trades');
    expectSchema(list(Bet), (await ex.call('GET', `/bet/bet-details/list/${someBet.matchId}`, opts)).body, 'match bets');
    expectSchema(list(EventLock), (await ex.call('POST', '/sports/fetch/event/lock', { ...opts, body: { setFor: userId } })).body, 'locks');
    expect(expectSchema(list(Notice), (await ex.call('GET', `/domain/notice/get/${domainId}`, opts)).body).data.length).toBeGreaterThan(0);
    expect(expectSchema(list(Banner), (await ex.call('GET', `/domain/banner/get/${domainId}`, opts)).body).data.length).toBeGreaterThanOrEqual(3);
    expectSchema(dataOf(Limits), (await ex.call('GET', `/get-min-max/${domainId}`, opts)).body, 'limits');
    const pw = await ex.call('POST', '/auth/update-password', { ...opts, body: { currentPassword: 'Rahul@123', newPassword: 'Rahul@456', confirmPassword: 'Rahul@456' } });
    expect(expectSchema(MessageAnswer, pw.body).message).toBe('Password Updated Successfully!');
  });

  it('sports, markets and a bet', async () => {
    const { token } = await ex.signIn('vikram', 'Vikram@123');
    const games = expectSchema(list(Game), (await ex.call('GET', '/v2/get-events')).body, 'events');
    expect(games.data.map((g) => g.id)).toEqual(['4', '1', '2', '10', '113']);
    let markets = 0;
    let bookmakers = 0;
    let fancies = 0;
    for (const game of games.data) {
      const comps = expectSchema(list(Competition), (await ex.call('GET', `/v2/get-legues/${game.id}`, { token })).body, 'legues');
      const bySport = expectSchema(list(Match), (await ex.call('GET', `/v2/get-matches-by-eventid/${game.id}`, { token })).body, 'by sport');
      for (const c of comps.data) {
        const ms = expectSchema(list(Match), (await ex.call('GET', `/v2/get-matches/${game.id}/${c.competitionId}`, { token })).body, 'matches');
        expect(ms.data.every((m) => m.competitionId === c.competitionId)).toBe(true);
      }
      for (const m of bySport.data.filter((x) => x.markets.length > 0).slice(0, 6)) {
        const path = `${m.eventId}/${m.competitionId}/${m.matchId}`;
        const odds = expectSchema(list(ExchangeMarket), (await ex.call('GET', `/v2/fetch-market-odds/${path}/${m.joinedMarketIds}`, { token })).body, 'odds');
        expect(odds.data.map((x) => x.marketId).join(',')).toBe(m.joinedMarketIds);
        markets += odds.data.length;
        const bm = expectSchema(list(BookmakerMarket), (await ex.call('GET', `/v2/fetch-bookmaker-odds/${path}`, { token })).body, 'bookmaker');
        bookmakers += bm.data.length;
        const fancy = expectSchema(list(FancyRow), (await ex.call('GET', `/v2/fetch-market-session/${path}`, { token })).body, 'fancy');
        fancies += fancy.data.length;
      }
    }
    expect(markets).toBeGreaterThan(10);
    expect(bookmakers).toBeGreaterThan(0);
    expect(fancies).toBeGreaterThan(0);

    // A back bet at the current best back price of an open runner.
    const soccer = expectSchema(list(Match), (await ex.call('GET', '/v2/get-matches-by-eventid/1', { token })).body).data;
    const { match, market, runner } = findOpenRunner(soccer)!;
    const price = Number(runner.ex.availableToBack[0]!.price);
    const placed = await ex.call('POST', '/bet/save2', {
      token,
      body: {
        eventId: match.eventId, legueId: match.competitionId, matchId: match.matchId, marketId: market.marketId,
        sportsName: 'Soccer', event: match.eventName, markettype: 'ODDS', market: market.marketName,
        selection: runner.runnerName, selectionId: runner.selectionId, type: 'back', oddsReq: price,
        runners: market.runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName })),
        runnersCount: market.runners.length, stake: 100, placeTime: new Date(ex.clock.now()).toISOString(),
        ...betMargins('ODDS', 'back', price, 100),
      },
    });
    expect(expectSchema(BetAnswer, placed.body, 'bet answer')).toMatchObject({ status: true, message: 'Bet placed successfully' });
  });

  it('casino and horse racing calls, composed into the same world', async () => {
    const { token } = await ex.signIn('vikram', 'Vikram@123');
    const opts = { token };
    const lobby = expectSchema(list(CasinoListItem), (await ex.call('GET', '/casino/list', opts)).body, 'casino list');
    expect(lobby.data.length).toBeGreaterThan(0);
    const games = expectSchema(list(CasinoGame), (await ex.call('GET', '/sports/casino/games', opts)).body, 'casino games');
    expect(games.data.length).toBeGreaterThan(0);
    for (const game of ['teenpatti/t20', 'teenpatti/3card', 'dragontiger/t20', 'dragontiger/t202', 'dragontiger/fast', 'lucky/a', 'lucky/b']) {
      expectSchema(dataOf(RoundData), (await ex.call('GET', `/sports/v1/casino/${game}/data`, opts)).body, `${game} data`);
      const results = expectSchema(dataOf(v.object({ data: v.array(ResultItem) })), (await ex.call('GET', `/sports/v1/casino/${game}/result`, opts)).body, `${game} results`);
      const last = results.data.data[0];
      if (last) {
        expectSchema(list(RoundResult), (await ex.call('POST', '/sports/v1/casino/result', { ...opts, body: { roundId: last.mid } })).body, 'round result');
        expectSchema(dataOf(v.object({ card: v.string() })), (await ex.call('GET', `/v2/get-casino-cards/113/${last.mid}`, opts)).body, 'cards');
      }
    }
    const launcher = lobby.data.find((x) => !x.comingSoon)!;
    expectSchema(dataOf(GenericRoundData), (await ex.call('GET', `/casino/data/${launcher.casinoType}/${launcher.eventId}`, opts)).body, 'generic casino');
    const horses = expectSchema(dataOf(v.object({ t1: v.array(Country) })), (await ex.call('GET', '/v2/list/horseRace', opts)).body, 'horse schedule');
    const race = horses.data.t1.flatMap((c) => c.children.flatMap((e) => e.children))[0]!;
    expectSchema(dataOf(v.object({ data: v.array(HorseMarket) })), (await ex.call('GET', `/v2/get-horse-odds?gmid=${race.gmid}`, opts)).body, 'horse odds');
  });

  it('refusals and the IP lookup', async () => {
    const bad = await ex.call('POST', '/auth/signin', { body: { userName: 'rahul', password: 'nope', deviceIp: '', ipInfo: {} } });
    expect(bad.status).toBe(400);
    expectSchema(Refusal, bad.body, 'refusal');
    const gone = await ex.call('GET', '/domain/host/nowhere.example');
    expect(gone.status).toBe(404);
    expectSchema(Refusal, gone.body, '404');
    const ip = await ex.call('GET', 'https://get.geojs.io/v1/ip/geo.js');
    expect(expectSchema(IpLookupAnswer, ip.text, 'ip lookup').query).toBe('203.0.113.7');
    const ipApi = await ex.call('GET', 'http://ip-api.com/json/?callback=cb');
    expect(ipApi.text.startsWith('cb(')).toBe(true);
  });
});
