// The app's visitor IP lookup, wired to the API and the browser's storage and clock.
import { api } from './api';
import { appClockScheduler } from './scheduler';
import { createVisitorIp } from './visitorIp';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

export const visitorIp = createVisitorIp({ lookup: () => api.visitorIp(), storage, now: () => appClockScheduler().now() });
