// Exposure Detail: the live trades under Sport Name, Event Name, Market Name, Trade, each linking to its screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LiveTrade } from '../../../src/api/contract';
import { ExposureModal } from '../../../src/features/shell/ExposureModal';
import { testTrade } from '../../records';

const trades: LiveTrade[] = [
  testTrade({ count: 2 }),
  {
    _id: 't2',
    matchId: 'r9',
    eventId: '113',
    legueId: 'g7',
    sportsName: 'Casino',
    event: '20 20 TEENPATTI',
    markettype: 'Casino',
    count: 1,
  },
];

afterEach(cleanup);

describe('ExposureModal', () => {
  it('lists each trade with a link to its market or casino table', () => {
    render(
      <MemoryRouter>
        <ExposureModal open onClose={vi.fn<() => void>()} trades={trades} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Exposure Detail' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sport Name', 'Event Name', 'Market Name', 'Trade']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Cricket', 'India v Australia', 'ODDS', '2'],
      ['Casino', '20 20 TEENPATTI', 'Casino', '1'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'India v Australia' })).toHaveAttribute('href', '/fullmarket/4/l1/m1');
    expect(within(dialog).getByRole('link', { name: '20 20 TEENPATTI' })).toHaveAttribute('href', '/casino/113/g7/r9');
  });

  it("reads 'No real time records found' when there are no trades", () => {
    render(
      <MemoryRouter>
        <ExposureModal open onClose={vi.fn<() => void>()} trades={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No real time records found')).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(
      <MemoryRouter>
        <ExposureModal open={false} onClose={vi.fn<() => void>()} trades={trades} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
