// Multi markets against the simulated exchange: the spec's empty texts, a followed market's live ladder, unfollowing, logged-out view.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import type { Match } from '../../../src/api/contract';
import { isInPlay, isHiddenMatch } from '../../../src/domain/matchLists';
import MultiMarketPage from '../../../src/features/sports/MultiMarketPage';
import { marketApi } from '../../../streams/market/api';
import { followMarket, multiMarket, unfollowMarket } from '../../../streams/multiMarket';
import { renderAt, setUpSportsTestBed } from './harness';

const bed = setUpSportsTestBed();

beforeEach(() => {
  multiMarket.followed().forEach((m) => unfollowMarket(m.marketId));
});

async function followFirstLiveCricket(): Promise<Match> {
  const m = (await bed.listed('4')).find((x) => isInPlay(x) && !isHiddenMatch(x)) as Match;
  const odds = m.matchOdds[0];
  if (!odds) throw new Error('no match odds');
  followMarket({
    marketId: odds.marketId,
    marketName: odds.marketName,
    eventId: m.eventId,
    legueId: m.competitionId,
    matchId: m.matchId,
    eventName: m.eventName,
    openDate: m.openDate,
  });
  return m;
}

describe('MultiMarketPage', () => {
  it('says there is nothing followed, in the spec words', () => {
    renderAt('/multimarket', <MultiMarketPage />);
    expect(screen.getByText('There are currently no followed multi markets.')).toBeInTheDocument();
    expect(screen.getByText('Please add some markets from events.')).toBeInTheDocument();
  });

  it('shows a followed market live (three back and three lay per runner), and unfollowing empties the page', async () => {
    await bed.signIn();
    const m = await followFirstLiveCricket();
    const marketId = m.matchOdds[0]?.marketId as string;
    renderAt('/multimarket', <MultiMarketPage />);

    const card = screen.getByRole('article', { name: m.eventName });
    expect(within(card).getByRole('link', { name: 'Open market' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/fullmarket/4/${m.competitionId}/${m.matchId}?`),
    );
    const [live] = await firstValueFrom(marketApi.marketOdds('4', m.competitionId, m.matchId, [marketId]));
    const runner = live?.runners[0];
    if (!runner) throw new Error('no runner');
    await bed.until(() =>
      expect(
        within(card).getByLabelText(`Back ${runner.runnerName} ${runner.ex.availableToBack[0]?.price}`),
      ).toBeInTheDocument(),
    );
    const rowCells = within(card)
      .getAllByLabelText(new RegExp(`^(Back|Lay) ${runner.runnerName} `))
      .map((c) => c.getAttribute('aria-label'));
    expect(rowCells).toEqual([
      ...[2, 1, 0].map((i) => `Back ${runner.runnerName} ${runner.ex.availableToBack[i]?.price}`),
      ...[0, 1, 2].map((i) => `Lay ${runner.runnerName} ${runner.ex.availableToLay[i]?.price}`),
    ]);

    fireEvent.click(within(card).getByRole('button', { name: `Unfollow ${m.eventName} Match Odds` }));
    expect(screen.getByText('There are currently no followed multi markets.')).toBeInTheDocument();
    expect(multiMarket.followed()).toEqual([]);
  });

  it('logged out: lists followed markets with a login note and no prices', async () => {
    const m = await followFirstLiveCricket();
    renderAt('/multimarket', <MultiMarketPage />);
    expect(screen.getByText('Log in to see the live prices of your followed markets.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: m.eventName });
    expect(within(card).getByRole('heading', { name: 'Match Odds' })).toBeInTheDocument();
    expect(within(card).queryAllByLabelText(/^Back /)).toHaveLength(0);
  });
});
