// The fault matrix, account rows: the five paged tables, a bet record and the password change, through every fault
// (tests/features/faults/matrix.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FAULTS, faultMatrix, RAHUL, runRow, type App, type FaultRow } from './matrix';
import { buttonsNamed, hasText } from './screen';

const m = faultMatrix({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

type Body = Record<string, unknown>;
const data = (body: unknown) => (body as { data: unknown }).data;

const firstTable = () => document.querySelector<HTMLTableElement>('table');

/** Opens the page and waits for its first table. */
const accountPage = (path: string) => async (app: App) => {
  // The app starts at the row's page (its routes load with the first render); after a session's end it goes back there.
  if (app.router.pathname !== path) await app.navigate(path);
  await app.until(() => expect(firstTable(), 'the table').not.toBeNull(), `${path}: its table`);
};

/** A page-size change asks the server again. */
async function changePageSize(app: App): Promise<void> {
  const select = screen.getByRole('combobox', { name: 'Entries per page' }) as HTMLSelectElement;
  act(() => void fireEvent.change(select, { target: { value: select.value === '10' ? '25' : '10' } }));
  await app.settle();
}

/** The table lists the answer's first row (by a cell text every table of this kind shows). */
const showsFirstRow = (cellOf: (row: Body) => string) => (_app: App, body: unknown) => {
  const rows = ((data(body) as { pageItems: Body[] }).pageItems ?? []) as Body[];
  if (rows.length === 0) {
    expect(hasText(document.body, 'No Data Found!')).toBe(true);
    return;
  }
  const table = firstTable();
  expect(table, 'the table').not.toBeNull();
  expect(hasText(table!, cellOf(rows[0]!)), `the first row's '${cellOf(rows[0]!)}'`).toBe(true);
};

/** An account table keeps its rows and says under them why they could not be refreshed (login activity also toasts it). */
const ACCOUNT_TABLE_FAILURE = /^(Something went wrong\. Please try again\.|The server sent an unexpected answer\.|Network error\. Check your connection\.)$/;

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

/** The statement's first bet record, opened (GET /bet/{betId}). */
async function openBetRecord(app: App): Promise<void> {
  // Asked again after a 401 has logged the player out: the statement is gone, and so is the wait (given up at once).
  const giveUpIf = () => app.router.pathname !== '/accountstatement';
  await app.until(() => expect(firstTable()?.querySelector('td button'), 'a bet record').toBeTruthy(), 'a bet record in the statement', { giveUpIf });
  act(() => void firstTable()!.querySelector<HTMLElement>('td button')!.click());
  await app.until(() => expect(dialog(), 'the bet record').not.toBeNull(), 'the bet record', { maxMs: 2_000, giveUpIf });
}

const TEMP_PASSWORD = 'Rahul@12345';
const passwordDialog = () => (dialog() && /Change Password/.test(dialog()!.textContent ?? '') ? dialog() : null);
const field = (name: string) => passwordDialog()?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;

/** The change-password form filled to a new password, submitted. */
async function changePassword(app: App): Promise<void> {
  const d = passwordDialog();
  if (!d) return;
  for (const [name, value] of [['currentPassword', RAHUL.password], ['newPassword', TEMP_PASSWORD], ['confirmPassword', TEMP_PASSWORD]] as const) {
    act(() => void fireEvent.change(field(name)!, { target: { value } }));
  }
  act(() => void buttonsNamed(d.parentElement ?? d, 'Submit')[0]?.click());
  await app.settle();
}

/** Puts the player's password back on the exchange, so the next cell and a sign-in again work. */
function restorePassword(app: App): void {
  const user = app.world.users.all().find((u) => u.userName === RAHUL.userName && app.world.brandOf(u).key === app.world.knobs.brand)!;
  app.world.users.changePassword(user, RAHUL.password, app.world.clock.now());
}

async function openPasswordDialog(app: App): Promise<void> {
  if (passwordDialog()) return;
  act(() => void buttonsNamed(document.body, 'Change Password')[0]!.click());
  await app.settle();
  expect(passwordDialog(), 'the Change Password dialog').not.toBeNull();
}

const PASSWORD_FAILURE = /^(Something went wrong\. Please try again\.|The server sent an unexpected answer\.|Network error\. Check your connection\.)$/;

const table = (name: string, path: string, cellOf: (row: Body) => string): FaultRow => ({
  name,
  call: name as FaultRow['call'],
  on401: 'expire',
  where: path,
  open: accountPage(path),
  again: changePageSize,
  shows: showsFirstRow(cellOf),
  notice: ACCOUNT_TABLE_FAILURE,
});

const ROWS: FaultRow[] = [
  table('statement', '/accountstatement', (r) => String(r.remark || '-')),
  table('betHistory', '/betshistory', (r) => String(r.selection)),
  table('passwordHistory', '/passwordhistory', (r) => String(r.updatedBy)),
  table('loginActivity', '/loginactivity', (r) => String(r.deviceIp || '-')),
  table('profitLoss', '/profitloss', (r) => String(r.sportsName)),
  {
    name: 'bet',
    call: 'bet',
    on401: 'expire',
    where: '/accountstatement, a bet record',
    open: async (app) => {
      await accountPage('/accountstatement')(app);
      // Today's statement may hold no bet yet: the last 90 days do.
      const source = screen.getByLabelText('Data Source') as HTMLSelectElement;
      const old = [...source.options].find((o) => o.textContent === 'OLD DATA')!;
      act(() => void fireEvent.change(source, { target: { value: old.value } }));
      await app.settle();
      await openBetRecord(app);
    },
    again: async (app) => {
      const d = dialog();
      if (d) {
        act(() => void within(d).getAllByRole('button', { name: /close/i })[0]!.click());
        await app.settle();
      }
      expect(dialog()).toBeNull();
      await openBetRecord(app);
    },
    shows: (_app, body) => {
      const bet = data(body) as { selection: string };
      expect(hasText(dialog()!, bet.selection), `the record's selection ${bet.selection}`).toBe(true);
    },
    whileFailing: () => expect(dialog(), 'the record dialog').not.toBeNull(),
    notice: 'log',
  },
  {
    name: 'updatePassword',
    call: 'updatePassword',
    on401: 'expire',
    where: '/profile, Change Password',
    open: async (app) => {
      if (app.router.pathname !== '/profile') await app.navigate('/profile');
      await app.until(() => expect(buttonsNamed(document.body, 'Change Password').length).toBeGreaterThan(0), 'the profile page');
      await openPasswordDialog(app);
    },
    again: changePassword,
    // The modal closes on success; the player's password is changed back for the next cell.
    shows: () => expect(passwordDialog(), 'the Change Password dialog closed').toBeNull(),
    whileFailing: () => expect(field('newPassword')?.value, 'the new password kept').toBe(TEMP_PASSWORD),
    notice: PASSWORD_FAILURE,
    notices: { slow: /^Password Updated Successfully!$/ },
    afterFault: async (app, fault) => {
      if (fault === 'slow') restorePassword(app);
    },
    beforeRecovery: openPasswordDialog,
    afterRecovery: async (app) => {
      restorePassword(app);
      await openPasswordDialog(app);
    },
  },
];

// The account pages' chunk, as a page that has shown one before has it (the first visit's lazy load is not what a row checks).
beforeAll(async () => {
  await import('../../../src/features/account/routes');
}, 120_000);

describe('fault matrix: account', () => {
  for (const row of ROWS) {
    it(`${row.name} (${row.where}) survives every fault`, { timeout: 180_000 }, async () => {
      expect(await runRow(m, row, row.where.split(',')[0])).toEqual(FAULTS);
    });
  }
});
