// The bet behind a statement row: opened from its description, fetched when opened.
import { styled } from '@linaria/react';
import { bind } from '@react-rxjs/core';
import { useState } from 'react';
import type { Bet } from '../../../api/contract';
import { formatAmount } from '../../../domain/format';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { betDetails$ } from '../../../../streams/account/betDetails';
import { oddsText } from '../betHistory/columns';
import { SideTag, formatDateTime } from '../components/cells';

/** Keyed by the opening too: each opening asks the server again, so a failed answer is not what the next opening shows. */
const [useBetDetails] = bind((betId: string, _opening: number) => betDetails$(betId));
let openings = 0;

const SETTLED_AS: Record<string, string> = { win: 'Win', loss: 'Loss', void: 'Void' };

export function BetDetailsModal({ betId, onClose }: { betId: string | null; onClose: () => void }): React.JSX.Element {
  return (
    <Modal open={betId !== null} title="Bet Details" size="sm" onClose={onClose}>
      {betId !== null && <Details betId={betId} />}
    </Modal>
  );
}

function Details({ betId }: { betId: string }): React.JSX.Element {
  const [opening] = useState(() => (openings += 1));
  const bet = useBetDetails(betId, opening);
  if (bet.state === 'loading') return <Spinner label="Loading..." />;
  if (bet.state === 'failed') return <p role="alert">The bet could not be loaded.</p>;
  return <Facts bet={bet.value} />;
}

function Facts({ bet }: { bet: Bet }): React.JSX.Element {
  const rows: [string, React.ReactNode][] = [
    ['Bet ID', bet.betId],
    ['Sport', bet.sportsName],
    ['Event', bet.event],
    ['Market', bet.market || bet.markettype],
    ['Selection', bet.selection],
    ['Type', <SideTag key="type" side={bet.type} />],
    ['Odds', oddsText(bet)],
    ['Stake', formatAmount(bet.stake)],
    ['Place Time', formatDateTime(bet.placeTime)],
    ['Settle Time', formatDateTime(bet.settledAt)],
    ['Settled As', SETTLED_AS[bet.case] ?? (bet.case || '-')],
    ['Remark', bet.remark || '-'],
  ];
  return (
    <List>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  margin: 0;
  font-size: 13px;
  & > div {
    display: grid;
    grid-template-columns: 110px 1fr;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid var(--border);
  }
  & > div:last-child {
    border-bottom: none;
  }
  dt {
    color: var(--text-muted);
    font-weight: 600;
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
`;
