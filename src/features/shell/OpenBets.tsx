// Open bets: the 'Select market' dropdown of markets with matched bets and the matched bets of the one picked.
import { styled } from '@linaria/react';
import { useId, useState } from 'react';
import type { Bet } from '../../api/contract';
import { betNotices, useOtherNotices } from '../../../streams/betNotices';
import { Modal } from '../../ui/Modal';
import { Notices } from '../../ui/Notices';
import { Spinner } from '../../ui/Spinner';
import { formatMoney } from './money';
import { Note, OpenBetsLoading, Select, Wrap } from './OpenBetsLoading';
import { bind } from '@react-rxjs/core';
import { distinctUntilChanged } from 'rxjs';
import { marketBets$, openBetMarkets$, type OpenBetMarket } from '../../../streams/openBets';
import { sameJson } from '../../../streams/market/equality';
import { LOADING, type Loadable } from '../../../streams/navigation';

// The open-bet markets are answered afresh every 20 s: an answer that reads as the last one renders nothing.
const [useOpenBetMarkets] = bind<OpenBetMarket[] | null>(openBetMarkets$.pipe(distinctUntilChanged<OpenBetMarket[]>(sameJson)), null);
const [useMarketBets] = bind((key: string) => marketBets$(key), LOADING as Loadable<Bet[]>);

const formatTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });
};

const show = (v: number | undefined): string => (v === undefined ? '-' : String(v));

function BetCard({ bet }: { bet: Bet }): React.JSX.Element {
  return (
    <Card data-side={bet.type} aria-label={`${bet.type} ${bet.selection}`}>
      <div className="top">
        <span className="side">{bet.type}</span>
        <strong className="sel">{bet.selection}</strong>
        <span className="mt">{bet.markettype}</span>
      </div>
      <dl>
        <div>
          <dt>Odds Req.</dt>
          <dd>{show(bet.oddsReq)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{show(bet.price)}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{show(bet.size)}</dd>
        </div>
        <div>
          <dt>Stake</dt>
          <dd>{formatMoney(bet.stake)}</dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd className="pos">{formatMoney(bet.favourMargin)}</dd>
        </div>
        <div>
          <dt>Liability</dt>
          <dd className="neg">{formatMoney(bet.againstMargin)}</dd>
        </div>
      </dl>
      <time dateTime={bet.placeTime}>Placed {formatTime(bet.placeTime)}</time>
    </Card>
  );
}

function MarketBets({ marketKey }: { marketKey: string }): React.JSX.Element {
  const bets = useMarketBets(marketKey);
  if (bets.state === 'loading') return <Note><Spinner size={18} label="Loading bets" /></Note>;
  if (bets.state === 'failed') return <Note>Your bets could not be loaded. They will be retried shortly.</Note>;
  if (bets.value.length === 0) return <Note>No matched bets in this market.</Note>;
  return (
    <List>
      {bets.value.map((b) => (
        <li key={b.betId}>
          <BetCard bet={b} />
        </li>
      ))}
    </List>
  );
}

/** The dropdown and the bets; the picked market is the only state it keeps. */
export function OpenBets(): React.JSX.Element {
  const markets = useOpenBetMarkets();
  const [picked, setPicked] = useState('');
  const selectId = useId();
  const current = markets?.some((m) => m.key === picked) ? picked : '';
  const notices = useOtherNotices();
  if (markets === null)
    return (
      <>
        <Notices notices={notices} onDismiss={betNotices.dismiss} />
        <OpenBetsLoading />
      </>
    );
  return (
    <Wrap>
      <Notices notices={notices} onDismiss={betNotices.dismiss} />
      <label htmlFor={selectId} className="visually-hidden">
        Market
      </label>
      <Select id={selectId} value={current} onChange={(e) => setPicked(e.target.value)}>
        <option value="">Select market</option>
        {markets.map((m) => (
          <option key={m.key} value={m.key}>
            {m.event} - {m.markettype} ({m.count})
          </option>
        ))}
      </Select>
      {markets.length === 0 ? (
        <Note>You have no matched bets.</Note>
      ) : current ? (
        <MarketBets marketKey={current} />
      ) : (
        <Note>Pick a market to see its matched bets.</Note>
      )}
    </Wrap>
  );
}

export function OpenBetsModal({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  return (
    <Modal open={open} onClose={onClose} title="Open Bets" size="md">
      <OpenBets />
    </Modal>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Card = styled.article`
  padding: 7px 9px;
  border-radius: var(--radius-sm);
  border-left: 4px solid var(--back-strong);
  background: var(--back);
  color: #10141a;
  font-size: 12px;

  &[data-side='lay'] {
    border-left-color: var(--lay-strong);
    background: var(--lay);
  }
  html[data-theme='dark'] & {
    color: #f2f4f8;
  }
  .top {
    display: flex;
    align-items: baseline;
    gap: 6px;
  }
  .side {
    padding: 1px 5px;
    border-radius: 3px;
    background: rgba(0, 0, 0, 0.12);
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
  }
  .sel {
    flex: 1;
    font-size: 13px;
  }
  .mt {
    font-size: 11px;
    opacity: 0.8;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 4px 8px;
    margin: 6px 0 4px;
  }
  dl div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  dt {
    font-size: 10px;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    opacity: 0.7;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .pos {
    color: #0f7a35;
  }
  .neg {
    color: #b3001b;
  }
  html[data-theme='dark'] & .pos {
    color: #7ff0a6;
  }
  html[data-theme='dark'] & .neg {
    color: #ffb3bd;
  }
  time {
    font-size: 11px;
    opacity: 0.75;
  }
`;
