// Where sports and matches live, and lock filtering.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/api/contract';
import {
  gameForSlug,
  sportPath,
  withoutLocked,
} from '../../streams/navigation';

const game = (eventTypeId: string, name: string): Game => ({
  id: eventTypeId,
  name,
  eventTypeId,
  icons: { active: '', inactive: '' },
});
const games = [game('4', 'Cricket'), game('1', 'Soccer'), game('10', 'Horse Racing'), game('113', 'Casino')];

describe('sport paths', () => {
  it('puts a sport at its lower-case name and the casino at its lobby', () => {
    expect(sportPath(game('4', 'Cricket'))).toBe('/cricket');
    expect(sportPath(game('10', 'Horse Racing'))).toBe('/horseracing');
    expect(sportPath(game('113', 'Casino'))).toBe('/casino');
  });

  it('finds the game a path segment names, in any case', () => {
    expect(gameForSlug(games, 'Soccer')?.eventTypeId).toBe('1');
    expect(gameForSlug(games, 'horseracing')?.eventTypeId).toBe('10');
    expect(gameForSlug(games, 'golf')).toBeUndefined();
  });
});

describe('withoutLocked', () => {
  it('removes sports with a locked event', () => {
    expect(withoutLocked(games, new Set(['4', '113'])).map((g) => g.name)).toEqual(['Soccer', 'Horse Racing']);
  });
});
