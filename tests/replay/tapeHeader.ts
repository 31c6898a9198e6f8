// The header of the small tapes the replay tests build by hand (a tape's first line).
import { TAPE_FORMAT, TAPE_VERSION, type TapeHeader } from '../../src/replay';

export const TEST_TAPE_HEADER: TapeHeader = {
  kind: 'header',
  format: TAPE_FORMAT,
  version: TAPE_VERSION,
  appVersion: 'test',
  brand: 'b',
  viewport: { width: 1, height: 1 },
  user: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  url: '/',
};
