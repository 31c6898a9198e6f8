// The casino's calls (src/api/casinoEndpoints.ts), over the app's one client.
import { createCasinoEndpoints } from '../../src/api/casinoEndpoints';
import { apiClient } from '../api';

export const casinoApi = createCasinoEndpoints(apiClient);
