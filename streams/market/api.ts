// The market page's calls and the bet (src/api/marketEndpoints.ts), over the app's one client.
import { createMarketEndpoints } from '../../src/api/marketEndpoints';
import { apiClient } from '../api';

export const marketApi = createMarketEndpoints(apiClient);
