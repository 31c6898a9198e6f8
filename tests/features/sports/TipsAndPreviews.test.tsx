// Tips & Previews against the simulated exchange: a card per upcoming match, its favourite and implied chance read from the live prices.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match } from '../../../src/api/contract';
import { bestBackLay } from '../../../src/domain/matchLists';
import TipsAndPreviews, { bookText, verdictText } from '../../../src/features/sports/TipsAndPreviews';
import { upcomingMatches, previewOf } from '../../../streams/matches';
import { START, renderAt, setUpSportsTestBed } from './harness';

const bed = setUpSportsTestBed();

describe('TipsAndPreviews', () => {
  it('previews the next upcoming matches of every sport with the favourite and its implied probability', async () => {
    const all: Match[] = [...(await bed.listed('4')), ...(await bed.listed('1')), ...(await bed.listed('2'))];
    const next = upcomingMatches(all, START).slice(0, 3);
    expect(next.length).toBe(3);
    renderAt('/', <TipsAndPreviews limit={3} />);
    await bed.until(() => expect(screen.getAllByRole('article')).toHaveLength(3));

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(next.map((m) => m.eventName));
    const first = next[0] as Match;
    const fav = [...bestBackLay(first)]
      .filter((r) => r.back !== null && !/draw/i.test(r.runnerName))
      .sort((a, b) => (a.back ?? 0) - (b.back ?? 0))[0];
    const card = cards[0] as HTMLElement;
    expect(within(card).getByText(new RegExp(`${fav?.runnerName}.*${fav?.back}.*${Math.round(100 / (fav?.back ?? 1))}%`))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View market' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/fullmarket/${first.eventId}/${first.competitionId}/${first.matchId}?`),
    );
    expect(screen.queryByText(/lorem/i)).toBeNull();
  });

  it('words the verdicts and the book', () => {
    const m = (over: [string, number][]): Match => ({
      eventId: '1',
      competitionId: 'c',
      matchId: 'x',
      eventName: 'Arsenal v Chelsea',
      openDate: new Date(START + 3_600_000).toISOString(),
      inPlay: false,
      marketName: 'Match Odds',
      declared: false,
      matchOdds: [
        {
          marketId: '1.x',
          marketName: 'Match Odds',
          status: 'OPEN',
          totalMatched: 0,
          inplay: false,
          runners: over.map(([runnerName, price], i) => ({
            selectionId: String(i),
            runnerName,
            status: 'ACTIVE',
            ex: { availableToBack: [{ price, size: 10 }], availableToLay: [{ price: price + 0.02, size: 10 }] },
          })),
        },
      ],
      markets: [],
      joinedMarketIds: '',
      matchUrl: '',
    });
    const strong = verdictText(previewOf(m([['Arsenal', 1.4], ['Chelsea', 6], ['The Draw', 5]]), 'Soccer', START));
    expect(strong.title).toBe('Strong favourite');
    expect(strong.text).toContain('Arsenal is the clear pick at 1.4 (71% implied)');
    expect(strong.text).toContain('The draw is rated 20%.');
    expect(verdictText(previewOf(m([['Arsenal', 2], ['Chelsea', 2.1]]), 'Soccer', START)).title).toBe('Too close to call');
    expect(verdictText(previewOf(m([['Arsenal', 1.7], ['Chelsea', 2.6]]), 'Soccer', START)).title).toBe('Edge: Arsenal');
    expect(bookText(1.01)).toContain('keen');
    expect(bookText(1.1)).toContain('wide');
    expect(bookText(null)).toBeNull();
  });
});
