// The Search Events modal against the simulated exchange: opened by openSearch(), debounced results across sports, a hit opens its market.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '../../../src/domain/constants';
import { isHiddenMatch } from '../../../src/domain/matchLists';
import { SearchModal } from '../../../src/features/sports/SearchModal';
import { closeSearch, openSearch } from '../../../streams/search';
import { CURRENT_MATCH_KEY } from '../../../streams/currentMatch';
import { renderAt, setUpSportsTestBed } from './harness';

const bed = setUpSportsTestBed();

afterEach(() => act(() => closeSearch()));

function Page(): React.JSX.Element {
  return (
    <>
      <button type="button" onClick={openSearch}>
        Search
      </button>
      <SearchModal />
    </>
  );
}

describe('SearchModal', () => {
  it('finds events of every sport by name as you type, after the debounce', async () => {
    const soccer = (await bed.listed('1')).filter((m) => !isHiddenMatch(m));
    const cricket = (await bed.listed('4')).filter((m) => !isHiddenMatch(m));
    // A team name the exchange lists: every listed match naming it must be found.
    const team = (soccer[0]?.eventName.split(' v ')[0] ?? '').trim();
    const expected = [...soccer, ...cricket].filter((m) => m.eventName.toLowerCase().includes(team.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);

    renderAt('/', <Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search Events' });
    const input = within(dialog).getByPlaceholderText('Search Events');
    expect(within(dialog).getByText(/Type at least 2 letters/)).toBeInTheDocument();

    fireEvent.change(input, { target: { value: team } });
    // Not yet: the search waits for the typing to settle.
    act(() => bed.clock().advanceBy(SEARCH_DEBOUNCE_MS - 10));
    expect(within(dialog).queryByRole('list', { name: 'Search results' })).toBeNull();
    bed.advance(10);
    await bed.until(() => expect(within(dialog).getByRole('list', { name: 'Search results' })).toBeInTheDocument());
    const names = within(dialog)
      .getAllByRole('link')
      .map((a) => a.querySelector('.name')?.textContent);
    expect([...names].sort()).toEqual(expected.map((m) => m.eventName).sort());
  });

  it('says when nothing matches', async () => {
    renderAt('/', <Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByPlaceholderText('Search Events'), { target: { value: 'Quidditch' } });
    bed.advance(SEARCH_DEBOUNCE_MS);
    await bed.until(() => expect(screen.getByText('No events match "Quidditch".')).toBeInTheDocument());
  });

  it('a hit closes the modal, stores the match and opens its market page', async () => {
    const target = (await bed.listed('4')).find((m) => !isHiddenMatch(m));
    if (!target) throw new Error('no cricket match');
    renderAt('/', <Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByPlaceholderText('Search Events'), { target: { value: target.eventName } });
    bed.advance(SEARCH_DEBOUNCE_MS);
    await bed.until(() => expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument());
    fireEvent.click(screen.getAllByRole('link')[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toContain(`/fullmarket/4/${target.competitionId}/${target.matchId}?`);
    expect(JSON.parse(sessionStorage.getItem(CURRENT_MATCH_KEY) ?? 'null').matchId).toBe(target.matchId);
  });
});
