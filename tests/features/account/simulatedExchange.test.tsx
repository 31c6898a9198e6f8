// Every account page against the simulated exchange (src/mocks), signed in as its seeded player 'rahul'.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { formatDay } from '../../../src/domain/dateRanges';
import { ACCOUNT_LINKS } from '../../../src/features/shell/links';
import { createTestServer } from '../../../src/mocks/node';
import { api } from '../../../streams/api';
import { clearSession, login } from '../../../streams/session';
import { captureToasts, renderAt } from './harness';

const { server } = createTestServer({ seed: 7 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  const answer = await firstValueFrom(
    api.signIn({ userName: 'rahul', password: 'Rahul@123', deviceIp: '10.1.2.3', ipInfo: { query: '10.1.2.3' } }),
  );
  login(answer.userToken, answer.user);
});
afterEach(() => {
  cleanup();
  clearSession();
});
afterAll(() => server.close());

const table = (name: string) => screen.getByRole('table', { name });
const today = () => formatDay(Date.now());

/** OLD DATA, then To moved to today: the whole seeded history. */
async function widenDates(user: ReturnType<typeof userEvent.setup>, tableName: string) {
  await user.selectOptions(screen.getByLabelText('Data Source'), 'OLD DATA');
  fireEvent.change(screen.getByLabelText('To'), { target: { value: today() } });
  await waitFor(() => expect(table(tableName)).toHaveAttribute('aria-busy', 'false'));
}

describe('account pages on the simulated exchange', () => {
  // Six pages, each loading its code on first render: more than Vitest's 5 s on a busy machine.
  it('each page the account menu links to shows its own heading', { timeout: 60_000 }, async () => {
    // The menu renders ACCOUNT_LINKS (tests/features/shell/Header.test.tsx); here each one's page is found by its heading.
    for (const link of ACCOUNT_LINKS) {
      renderAt(link.to);
      expect(await screen.findByRole('heading', { level: 1, name: link.label })).toBeInTheDocument();
      cleanup();
    }
  });

  it('profile shows the seeded player', async () => {
    renderAt('/profile');
    expect(screen.getByText('Rahul Sharma')).toBeInTheDocument();
    expect(screen.getByText('500000.00')).toBeInTheDocument();
  });

  it('statement lists transfers and bet records; Self keeps only bet records', async () => {
    const user = userEvent.setup();
    renderAt('/accountstatement');
    await widenDates(user, 'Account statement');
    await waitFor(() => expect(within(table('Account statement')).getAllByRole('row').length).toBeGreaterThan(2));

    await user.selectOptions(screen.getByLabelText('Transactions'), 'Self');
    await waitFor(() => {
      const rows = within(table('Account statement')).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(within(r).getByRole('button')).toBeInTheDocument();
    });
  });

  it('profit and loss drills from a sport to its matches', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/profitloss');
    await widenDates(user, 'Profit and loss');
    const sports = await waitFor(() => {
      const links = within(table('Profit and loss')).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      return links;
    });
    await user.click(sports[0]!);
    expect(router.state.location.pathname).toMatch(/^\/profitloss\/\d+$/);
    await waitFor(() => expect(within(table('Profit and loss')).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(table('Profit and loss')).getByText('Total')).toBeInTheDocument();
  });

  it('bet history shows open bets, and settled ones with their settlement', async () => {
    const user = userEvent.setup();
    renderAt('/betshistory');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(within(table('Bet history')).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table('Bet history')).queryByText('No Data Found!')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Bet Status'), 'Settled');
    await waitFor(() =>
      expect(within(table('Bet history')).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Settled As'),
    );
    expect(within(table('Bet history')).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('password history lists the seeded changes; login activity shows this sign-in as Success', async () => {
    renderAt('/passwordhistory');
    await waitFor(() => expect(within(table('Password history')).getAllByRole('row')).toHaveLength(3));
    cleanup();

    renderAt('/loginactivity');
    expect((await within(table('Login activity')).findAllByText('Success'))[0]).toHaveAttribute('data-success', 'true');
    expect(within(table('Login activity')).getAllByText('10.1.2.3').length).toBeGreaterThan(0);
  });

  it("changing the password: the server's refusal, then success", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    renderAt('/profile');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current Password'), 'wrong');
    await user.type(within(dialog).getByLabelText('New Password'), 'Rahul@4567');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Rahul@4567');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: 'Current password is incorrect' });

    await user.clear(within(dialog).getByLabelText('Current Password'));
    await user.type(within(dialog).getByLabelText('Current Password'), 'Rahul@123');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Password Updated Successfully!' });
  });
});
