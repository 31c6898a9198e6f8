// Contract records the tests share: a brand's domain configuration and a player, each with the fields a test cares about overridden.
import type { DomainConfig, User } from '../src/api/contract';

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
