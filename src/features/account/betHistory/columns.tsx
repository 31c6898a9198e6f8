// The bet history table's columns: settled bets add Settle Time and Settled As.
import { styled } from '@linaria/react';
import type { Bet, BetStatus } from '../../../api/contract';
import { formatAmount } from '../../../domain/format';
import type { Column } from '../../../ui/Table';
import { DateTime, SideTag, TwoLines } from '../components/cells';

/** Exchange bets carry oddsReq; fancy bets a runs line (price) and a rate (size). */
export const oddsText = (b: Pick<Bet, 'oddsReq' | 'price' | 'size'>): string =>
  b.oddsReq !== undefined ? String(b.oddsReq) : b.price !== undefined ? `${b.price}/${b.size ?? '-'}` : '-';

const SETTLED_AS: Record<string, string> = { win: 'Win', loss: 'Loss', void: 'Void' };

const base: readonly Column<Bet>[] = [
  { id: 'sport', header: 'Sport', cell: (b) => b.sportsName, nowrap: true },
  { id: 'event', header: 'Event / Market', cell: (b) => <TwoLines main={b.event} sub={b.market || b.markettype} /> },
  { id: 'selection', header: 'Selection', cell: (b) => b.selection },
  { id: 'type', header: 'Type', cell: (b) => <SideTag side={b.type} />, align: 'center' },
  { id: 'odds', header: 'Odds', cell: oddsText, align: 'right', nowrap: true },
  { id: 'stake', header: 'Stake', cell: (b) => formatAmount(b.stake), align: 'right', nowrap: true },
  { id: 'placeTime', header: 'Place Time', cell: (b) => <DateTime iso={b.placeTime} stacked />, nowrap: true },
];

const settled: readonly Column<Bet>[] = [
  { id: 'settledAt', header: 'Settle Time', cell: (b) => <DateTime iso={b.settledAt} stacked />, nowrap: true },
  {
    id: 'case',
    header: 'Settled As',
    align: 'center',
    cell: (b) => <Outcome data-case={b.case}>{SETTLED_AS[b.case] ?? (b.case || '-')}</Outcome>,
  },
];

export const betColumns = (status: BetStatus): readonly Column<Bet>[] =>
  status === 'settled' ? [...base, ...settled] : base;

const Outcome = styled.span`
  font-weight: 700;
  &[data-case='win'] {
    color: var(--positive);
  }
  &[data-case='loss'] {
    color: var(--negative);
  }
  &[data-case='void'] {
    color: var(--text-muted);
  }
`;
