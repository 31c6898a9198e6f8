// Contract records the tests share (a brand's domain configuration, a player, a bet, a live trade), each with the fields a test cares about overridden.
import type { Bet, DomainConfig, LiveTrade, User } from '../src/api/contract';

export function testDomain(overrides: Partial<DomainConfig> = {}): DomainConfig {
  return {
    _id: 'd1',
    title: 'Test Exchange',
    logoUrl: '',
    favIconUrl: '',
    primaryColor: '#0b7a75',
    secondaryColor: '#f2b134',
    backgroundColor: '#0d3b3a',
    layout: 'tamannah',
    signup: false,
    status: 'active',
    defaultDarkMode: false,
    casinoImageKey: 'thumbUrl',
    ...overrides,
  };
}

export function testPlayer(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    userName: 'player1',
    name: 'Asha Verma',
    currency: 'INR',
    role: { name: 'User' },
    rolePermissions: [],
    openingBalance: 10_000,
    exposureLimit: 250_000,
    mobile: '9876543210',
    ...overrides,
  };
}

/** A matched back bet on Match Odds of a cricket match. */
export function testBet(overrides: Partial<Bet> = {}): Bet {
  return {
    betId: 'b',
    markettype: 'ODDS',
    market: 'Match Odds',
    selection: 'India',
    selectionId: 's1',
    type: 'back',
    oddsReq: 1.9,
    stake: 100,
    case: '',
    placeTime: '2026-11-22T10:00:00.000Z',
    favourMargin: 90,
    againstMargin: 100,
    sportsName: 'Cricket',
    event: 'India v Australia',
    eventId: '4',
    legueId: 'l1',
    matchId: 'm1',
    marketId: 'mk1',
    ...overrides,
  };
}

/** One line of the player's live trades (a match and market type with open bets). */
export function testTrade(overrides: Partial<LiveTrade> = {}): LiveTrade {
  return {
    _id: 't1',
    matchId: 'm1',
    eventId: '4',
    legueId: 'l1',
    sportsName: 'Cricket',
    event: 'India v Australia',
    markettype: 'ODDS',
    count: 1,
    ...overrides,
  };
}
