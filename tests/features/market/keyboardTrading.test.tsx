// Keyboard trading on the market page: arrows move between prices across runners and markets, B/L open the slip on a side, numbers pick a quick stake, Enter places, Escape clears, '?' shows the keys; never while typing in a field.
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exchange, until, marketTestBed } from './harness';

const bed = marketTestBed();
// A shared, loaded machine: the first answers can take more than the default second to arrive.
configure({ asyncUtilTimeout: 15_000 });

const openPage = () => bed.open();

const said = () => screen.getByTestId('trading-announcer');
const focusedLabel = () => document.activeElement?.getAttribute('aria-label');
const betRequests = () => exchange.requests.filter((p) => p === '/bet/save2');

describe('keyboard trading', { timeout: 60_000 }, () => {
  it('places a bet from the keyboard alone: arrows, B, a stake number, Enter', async () => {
    const clock = await openPage();
    const user = userEvent.setup();
    (document.activeElement as HTMLElement | null)?.blur();

    await user.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('Back India at 1.87');
    expect(said()).toHaveTextContent('Back India at 1.87');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedLabel()).toBe('Back India at 1.9');
    // Down to the next runner, then on into the Bookmaker market below.
    await user.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('Back Australia at 2');
    await user.keyboard('{ArrowDown}');
    expect(focusedLabel()).toMatch(/^(Back|Lay) India at (45|48)$/);
    await user.keyboard('{ArrowUp}');
    expect(focusedLabel()).toMatch(/ Australia at /);

    // L on the Australia row: the slip opens on its best lay; 3 picks the third quick stake.
    await user.keyboard('l');
    const slip = screen.getByRole('form', { name: 'Bet slip: Lay Australia' });
    expect(focusedLabel()).toBe('Lay Australia at 2.02');
    await user.keyboard('3');
    expect(within(slip).getByLabelText('Stake')).toHaveValue('500');
    expect(said()).toHaveTextContent('Stake 500');
    expect(betRequests()).toEqual([]);

    await user.keyboard('{Enter}');
    await until(clock, () => expect(screen.queryByRole('form')).toBeNull());
    expect(betRequests()).toHaveLength(1);
    expect(exchange.placed[0]).toMatchObject({ type: 'lay', selectionId: '22', oddsReq: 2.02, stake: 500 });
  });

  it('B picks the back side; Escape clears the slip', async () => {
    await openPage();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Lay India at 1.94' }).focus();
    await user.keyboard('b');
    expect(screen.getByRole('form', { name: 'Bet slip: Back India' })).toBeInTheDocument();
    expect(focusedLabel()).toBe('Back India at 1.9');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(said()).toHaveTextContent('Bet slip cleared');
  });

  it('never fires while the player types in a field', async () => {
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const stake = within(screen.getByRole('form', { name: 'Bet slip: Back India' })).getByLabelText('Stake');
    await user.click(stake);
    await user.keyboard('25{ArrowDown}b{Escape}{Enter}');
    expect(stake).toHaveValue('25');
    expect(document.activeElement).toBe(stake);
    expect(screen.getByRole('form', { name: 'Bet slip: Back India' })).toBeInTheDocument();
    expect(betRequests()).toEqual([]);
  });

  it("'?' shows the help card with the keys", async () => {
    await openPage();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Back India at 1.9' }).focus();
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Place the bet in the slip (from its price or the page)')).toBeInTheDocument();
    expect(within(help).getByText('On a price: open the slip on it (never a bet at once, even with one-click on)')).toBeInTheDocument();
    expect(within(help).getByText('Clear the bet slip')).toBeInTheDocument();
  });
});
