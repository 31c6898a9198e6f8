// Cell renderers the account tables share: date-times, amounts, profit and loss colours.
import { format, isValid } from 'date-fns';
import { parseApiDate } from '../../../domain/dates';
import { styled } from '@linaria/react';
import { formatAmount, profitLossClass } from '../../../domain/format';

/** An ISO timestamp in the player's local time: "22/11/2026 14:30:05"; unreadable input is shown as is. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '-';
  const d = parseApiDate(iso);
  return isValid(d) ? format(d, 'dd/MM/yyyy HH:mm:ss') : iso;
}

/** `stacked`: the date over the time, for tables with many columns. */
export function DateTime({ iso, stacked = false }: { iso: string | undefined; stacked?: boolean }): React.JSX.Element {
  const text = formatDateTime(iso);
  const cut = text.indexOf(' ');
  if (!stacked || cut < 0) return <time dateTime={iso}>{text}</time>;
  return (
    <Stacked dateTime={iso}>
      {text.slice(0, cut)}
      <small>{text.slice(cut + 1)}</small>
    </Stacked>
  );
}

const Stacked = styled.time`
  display: inline-flex;
  flex-direction: column;
  small {
    color: var(--text-muted);
    font-size: 11.5px;
  }
`;

/** A main line with a muted second line (an event over its market). */
export function TwoLines({ main, sub }: { main: React.ReactNode; sub?: React.ReactNode }): React.JSX.Element {
  return (
    <Lines>
      <span>{main}</span>
      {sub && <small>{sub}</small>}
    </Lines>
  );
}

const Lines = styled.span`
  display: inline-flex;
  flex-direction: column;
  min-width: 140px;
  small {
    color: var(--text-muted);
    font-size: 11.5px;
  }
`;

/** A profit or loss: green when positive, red otherwise (spec colours). */
export function ProfitLoss({ value }: { value: number }): React.JSX.Element {
  return <Signed data-sign={profitLossClass(value)}>{formatAmount(value)}</Signed>;
}

export const Signed = styled.span`
  font-weight: 700;
  &[data-sign='positive'] {
    color: var(--positive);
  }
  &[data-sign='negative'] {
    color: var(--negative);
  }
`;

export const Muted = styled.span`
  color: var(--text-muted);
`;

/** A back or lay tag in the exchange's back and lay colours. */
export function SideTag({ side }: { side: string | undefined }): React.JSX.Element {
  const s = (side ?? '').toLowerCase();
  return <Tag data-side={s}>{s === 'back' ? 'Back' : s === 'lay' ? 'Lay' : side || '-'}</Tag>;
}

const Tag = styled.span`
  display: inline-block;
  min-width: 38px;
  padding: 2px 6px;
  border-radius: var(--radius-sm, 4px);
  text-align: center;
  font-size: 11.5px;
  font-weight: 700;
  color: var(--text);
  background: var(--surface-3, var(--surface-2));
  &[data-side='back'] {
    background: var(--back-strong);
  }
  &[data-side='lay'] {
    background: var(--lay-strong);
  }
`;
