// A domain configuration and a player for the app-level tests (first calls, shell before the configuration, ticker).
import type { DomainConfig, User } from '../../src/api/contract';

export const domainConfig: DomainConfig = {
  _id: 'd1',
  title: 'Tamannah',
  logoUrl: '/logo.svg',
  favIconUrl: '/fav.svg',
  primaryColor: '#1e3a8a',
  secondaryColor: '#f59e0b',
  backgroundColor: '#f3f4f6',
  layout: 'tamannah',
  signup: true,
  status: 'active',
  defaultDarkMode: false,
  casinoImageKey: 'thumbUrl',
};

export const player: User = {
  _id: 'u1',
  userName: 'player1',
  name: 'Player One',
  currency: 'INR',
  role: { name: 'User' },
  rolePermissions: [],
  openingBalance: 1000,
  exposureLimit: 5000,
  mobile: '',
};
