// Horse racing's calls (src/api/horseEndpoints.ts), over the app's one client.
import { createHorseEndpoints } from '../../src/api/horseEndpoints';
import { apiClient } from '../api';

export const horseApi = createHorseEndpoints(apiClient);
