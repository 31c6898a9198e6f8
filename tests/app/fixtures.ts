// The domain configuration and player of the app-level tests (first calls, shell before the configuration, ticker), from the shared records.
import { testDomain, testPlayer } from '../records';

export const domainConfig = testDomain({
  title: 'Tamannah',
  logoUrl: '/logo.svg',
  favIconUrl: '/fav.svg',
  primaryColor: '#1e3a8a',
  secondaryColor: '#f59e0b',
  backgroundColor: '#f3f4f6',
  signup: true,
});

export const player = testPlayer({ name: 'Player One', openingBalance: 1000, exposureLimit: 5000, mobile: '' });
