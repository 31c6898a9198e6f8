// The account pages' calls (src/api/accountEndpoints.ts), over the app's one client.
import { createAccountEndpoints } from '../../src/api/accountEndpoints';
import { apiClient } from '../api';

export const accountApi = createAccountEndpoints(apiClient);
