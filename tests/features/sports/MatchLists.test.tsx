// The match lists against the simulated exchange: tabs, groups, hidden rows, collapse, live prices, following, and what a click stores and opens.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Match } from '../../../src/api/contract';
import { MATCH_LIST_POLL_MS } from '../../../src/domain/constants';
import { bestBackLay, isHiddenMatch, isInPlay, opensToday, opensTomorrow } from '../../../src/domain/matchLists';
import { MatchLists } from '../../../src/features/sports/MatchLists';
import { CURRENT_MATCH_KEY, CURRENT_MATCH_URL_KEY } from '../../../streams/currentMatch';
import { MULTI_MARKET_KEY, multiMarket, unfollowMarket } from '../../../streams/multiMarket';
import { START, renderAt, setUpSportsTestBed } from './harness';

const bed = setUpSportsTestBed();

beforeEach(() => {
  multiMarket.followed().forEach((m) => unfollowMarket(m.marketId));
});

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const group = (sport: string) => screen.getByRole('region', { name: sport });
const rowOf = (eventName: string) => screen.getByRole('link', { name: eventName }).closest('li') as HTMLElement;

async function openLists(): Promise<void> {
  renderAt('/', <MatchLists />);
  await bed.until(() => expect(screen.getByRole('region', { name: 'Cricket' })).toBeInTheDocument());
}

describe('MatchLists', () => {
  it('opens on In Play: one group per sport with its in-play matches and their real best back and lay', async () => {
    const cricket = await bed.listed('4');
    const live = cricket.filter((m) => isInPlay(m) && !isHiddenMatch(m));
    expect(live.length).toBeGreaterThan(0);
    await openLists();

    expect(tab('In Play')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Today/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Tommorow/ })).toBeInTheDocument();
    const rows = within(group('Cricket')).getAllByRole('listitem');
    expect(rows).toHaveLength(live.length);

    const first = live[0] as Match;
    const row = rowOf(first.eventName);
    expect(within(row).getByText('In-Play')).toBeInTheDocument();
    const [home] = bestBackLay(first);
    expect(within(row).getByLabelText(`Back ${home?.runnerName} ${home?.back}`)).toHaveTextContent(String(home?.back));
    expect(within(row).getByLabelText(`Lay ${home?.runnerName} ${home?.lay}`)).toHaveTextContent(String(home?.lay));
    // A page opening is not a price move: nothing flashes.
    expect(row.querySelectorAll('.price[data-flash]')).toHaveLength(0);
    expect(within(row).getByLabelText('Live TV')).toBeInTheDocument();
  });

  it('Today and Tommorow list by calendar date, earliest first, without winner, blank-named or declared rows', async () => {
    const all = [...(await bed.listed('4')), ...(await bed.listed('1')), ...(await bed.listed('2'))];
    const hiddenTomorrow = all.filter((m) => isHiddenMatch(m) && opensTomorrow(m, START));
    // The exchange lists a blank-named friendly for tomorrow: the list must not.
    expect(hiddenTomorrow.map((m) => m.marketName)).toContain('');
    await openLists();

    fireEvent.click(tab('Tommorow'));
    await bed.until(() => expect(tab('Tommorow')).toHaveAttribute('aria-selected', 'true'));
    for (const m of hiddenTomorrow) expect(screen.queryByRole('link', { name: m.eventName })).toBeNull();
    const soccerTomorrow = all
      .filter((m) => m.eventId === '1' && opensTomorrow(m, START) && !isHiddenMatch(m))
      .sort((a, b) => a.openDate.localeCompare(b.openDate));
    const shown = within(group('Soccer'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(shown).toEqual(soccerTomorrow.map((m) => m.eventName));

    fireEvent.click(tab('Today'));
    const today = all.filter((m) => opensToday(m, START));
    for (const m of today.filter(isHiddenMatch)) expect(screen.queryByRole('link', { name: m.eventName })).toBeNull();
    const listedToday = today.filter((m) => !isHiddenMatch(m));
    expect(screen.getAllByRole('listitem')).toHaveLength(listedToday.length);
  });

  it('collapses and expands a sport group', async () => {
    await openLists();
    const toggle = within(group('Cricket')).getByRole('button', { name: /Cricket/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(group('Cricket')).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(group('Soccer')).getAllByRole('listitem').length).toBeGreaterThan(0);
    fireEvent.click(toggle);
    expect(within(group('Cricket')).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('refreshes prices with a poll round while on screen', async () => {
    await openLists();
    const first = (await bed.listed('4')).find((m) => isInPlay(m)) as Match;
    // Two minutes later on the exchange (its prices move); one poll period later in the app.
    bed.worldClock.advance(120_000);
    bed.advance(MATCH_LIST_POLL_MS);
    const now = (await bed.listed('4')).find((m) => m.matchId === first.matchId) as Match;
    // The prices did move (the seeded world is deterministic), so the row can only show them after a refresh.
    expect(bestBackLay(now)).not.toEqual(bestBackLay(first));
    const [home] = bestBackLay(now);
    await bed.until(() =>
      expect(within(rowOf(now.eventName)).getByLabelText(`Back ${home?.runnerName} ${home?.back}`)).toBeInTheDocument(),
    );
    // Each moved price carries the first flash phase (its CSS animation restarts per change), the others none.
    const [before] = bestBackLay(first);
    const row = rowOf(now.eventName);
    expect(within(row).getByLabelText(`Back ${home?.runnerName} ${home?.back}`).getAttribute('data-flash')).toBe(
      home?.back !== before?.back ? 'odd' : null,
    );
    expect(within(row).getByLabelText(`Lay ${home?.runnerName} ${home?.lay}`).getAttribute('data-flash')).toBe(
      home?.lay !== before?.lay ? 'odd' : null,
    );
    expect(row.querySelectorAll('.price[data-flash="odd"]').length).toBeGreaterThan(0);
    expect(row.querySelectorAll('.price[data-flash="even"]')).toHaveLength(0);
  });

  it('a click stores the match markets, matchOdds and currentMatchUrl, then opens its fullmarket URL', async () => {
    // A soccer match: the exchange offers Over/Under and Both Teams to Score too, which are not stored.
    const first = (await bed.listed('1')).find((m) => isInPlay(m) && !isHiddenMatch(m)) as Match;
    expect(first.markets.map((m) => m.marketName)).toContain('Over/Under 2.5 Goals');
    await openLists();
    fireEvent.click(screen.getByRole('link', { name: first.eventName }));

    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe(
      `/fullmarket/1/${first.competitionId}/${first.matchId}?gameTime=${encodeURIComponent(first.openDate)}` +
        `&eventName=${encodeURIComponent(first.eventName)}&inplay=true`,
    );
    const stored = JSON.parse(sessionStorage.getItem(CURRENT_MATCH_KEY) ?? 'null');
    expect(stored.matchId).toBe(first.matchId);
    expect(stored.matchOdds[0].marketId).toBe(first.matchOdds[0]?.marketId);
    expect(stored.markets.map((m: { marketName: string }) => m.marketName)).toEqual(['Match Odds']);
    const visited = JSON.parse(localStorage.getItem(CURRENT_MATCH_URL_KEY) ?? '[]');
    expect(visited).toEqual([expect.objectContaining({ matchUrl: first.matchUrl, matchId: first.matchId })]);
  });

  it('a cricket click stores Match Odds with the tie, toss and completed-match markets', async () => {
    const first = (await bed.listed('4')).find((m) => isInPlay(m) && !isHiddenMatch(m)) as Match;
    await openLists();
    fireEvent.click(screen.getByRole('link', { name: first.eventName }));
    await screen.findByTestId('where');
    const stored = JSON.parse(sessionStorage.getItem(CURRENT_MATCH_KEY) ?? 'null');
    expect(stored.markets.map((m: { marketName: string }) => m.marketName)).toEqual([
      'Match Odds',
      'Tied Match',
      'To Win the Toss',
      'Completed Match',
    ]);
  });

  it('clicking elsewhere on the row opens the match too; the follow star does not', async () => {
    const first = (await bed.listed('4')).find((m) => isInPlay(m) && !isHiddenMatch(m)) as Match;
    await openLists();
    const row = rowOf(first.eventName);
    const star = within(row).getByRole('button', { name: `Follow ${first.eventName}` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('where')).toBeNull();
    const saved = JSON.parse(localStorage.getItem(MULTI_MARKET_KEY) ?? '[]');
    expect(saved).toEqual([
      expect.objectContaining({ marketId: first.matchOdds[0]?.marketId, matchId: first.matchId, eventName: first.eventName }),
    ]);

    fireEvent.click(within(row).getAllByText(/\d/)[0] as HTMLElement);
    expect((await screen.findByTestId('where')).textContent).toContain(`/fullmarket/4/${first.competitionId}/${first.matchId}`);
  });

  it('a sport page list shows that sport only', async () => {
    renderAt('/soccer', <MatchLists sportIds={['1']} initialTab="today" />);
    await bed.until(() => expect(screen.getByRole('region', { name: 'Soccer' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cricket' })).toBeNull();
    expect(tab('Today')).toHaveAttribute('aria-selected', 'true');
  });
});
