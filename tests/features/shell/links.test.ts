// Where a live trade leads: a market page, a game-list casino table, or the generic launcher.
import { describe, expect, it } from 'vitest';
import { tradePath } from '../../../src/features/shell/links';

describe('tradePath', () => {
  it('sends sports to their market page and casino bets back to their table', () => {
    expect(tradePath({ eventId: '4', legueId: 'c1', matchId: 'm1' })).toBe('/fullmarket/4/c1/m1');
    expect(tradePath({ eventId: '113', legueId: '11303', matchId: '1130300' })).toBe('/casino/113/11303/1130300');
    expect(tradePath({ eventId: '113', legueId: 'dt20', matchId: 'dt20' })).toBe('/play-casino-new/113/dt20');
  });
});
