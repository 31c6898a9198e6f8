// The Cash Out button of a market's title bar (the amount it locks in, live) and its dialog: the hedge bets, each runner's profit or loss after them, confirm.
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useMemo, useState } from 'react';
import { CASH_OUT_UNAVAILABLE_SHORT, CASH_OUT_UNAVAILABLE_TEXT, type CashOut as CashOutPlan, type CashOutKind, type HedgeBet } from '../../domain/cashOut';
import { formatAmount, profitLossClass } from '../../domain/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useInspectedActorRef } from '../../../machines/tools/inspection';
import { bookmaker } from '../../../streams/market/bookmaker';
import { cashOutArgs, cashOutMachineFor, useCashOut, useCashOutButton, type CashOutMarket } from '../../../streams/market/cashOut';
import { marketOdds } from '../../../streams/market/marketOdds';
import { whatIf } from '../../../streams/market/whatIf';
import { appClock } from '../../../streams/scheduler';
import { useMarketPage } from './context';
import { Profit } from './styles';

/** 'Cash Out' with the amount, or why it is unavailable; nothing while the player has no bets in the market. */
export const CashOutButton = memo(function CashOutButton({ kind, marketId }: { kind: CashOutKind; marketId: string }): React.JSX.Element | null {
  const { key, matchId, urlInPlay } = useMarketPage();
  const market = useMemo<CashOutMarket>(() => ({ key, matchId, kind, marketId, urlInPlay }), [key, matchId, kind, marketId, urlInPlay]);
  const button = useCashOutButton(...cashOutArgs(market));
  const [open, setOpen] = useState(false);
  if (button === null && !open) return null;
  const reason = button?.state === 'unavailable' ? CASH_OUT_UNAVAILABLE_TEXT[button.reason] : null;
  return (
    <>
      {button !== null && (
        <button
          className={pill}
          type="button"
          data-state={button.state}
          disabled={button.state !== 'ready'}
          title={reason ?? undefined}
          aria-label={
            button.state === 'unavailable'
              ? (reason ?? 'Cash Out unavailable')
              : button.state === 'flat'
                ? `Cashed out: ${formatAmount(button.amount)} whichever runner wins`
                : `Cash Out ${formatAmount(button.amount)}`
          }
          onClick={() => setOpen(true)}
          // Pointing at it shows each runner's figure after the cash out beside its projection.
          onMouseEnter={() => whatIf.aim({ kind: 'cashOut', market })}
          onFocus={() => whatIf.aim({ kind: 'cashOut', market })}
          onMouseLeave={() => whatIf.release({ kind: 'cashOut', market })}
          onBlur={() => whatIf.release({ kind: 'cashOut', market })}
        >
          {button.state === 'flat' ? 'Cashed Out' : 'Cash Out'}
          <span className="amount" data-value="cash-out">{button.state === 'unavailable' ? CASH_OUT_UNAVAILABLE_SHORT[button.reason] : formatAmount(button.amount)}</span>
        </button>
      )}
      {open && <CashOutDialog market={market} onClose={() => setOpen(false)} />}
    </>
  );
});

function RunnerName({ market, selectionId }: { market: CashOutMarket; selectionId: string }): React.JSX.Element {
  const odds = marketOdds.useOddsRunnerName(market.key, market.marketId, selectionId);
  const bm = bookmaker.useBookmakerRunnerName(market.key, market.marketId, selectionId);
  return <>{(market.kind === 'ODDS' ? odds : bm) ?? selectionId}</>;
}

function HedgeLines({ market, bets }: { market: CashOutMarket; bets: readonly HedgeBet[] }): React.JSX.Element {
  return (
    <ul className="bets" aria-label="Hedge bets">
      {bets.map((b) => (
        <li key={`${b.selectionId}-${b.side}`} data-side={b.side}>
          {b.side === 'back' ? 'Back' : 'Lay'} <RunnerName market={market} selectionId={b.selectionId} /> {b.stake} @ {b.price}
        </li>
      ))}
    </ul>
  );
}

function AfterTable({ market, plan }: { market: CashOutMarket; plan: Extract<CashOutPlan, { kind: 'hedge' }> }): React.JSX.Element {
  return (
    <table className="after">
      <caption>Profit or loss after cash out</caption>
      <tbody>
        {Object.entries(plan.after).map(([id, amount]) => (
          <tr key={id}>
            <th scope="row">
              <RunnerName market={market} selectionId={id} />
            </th>
            <td>
              <Profit data-tone={profitLossClass(amount)}>{formatAmount(amount)}</Profit>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dialog follows prices while the player reviews; confirming places the hedge shown at that moment. */
function CashOutDialog({ market, onClose }: { market: CashOutMarket; onClose: () => void }): React.JSX.Element {
  const { slipPage } = useMarketPage();
  const machine = useMemo(() => cashOutMachineFor(market, slipPage), [market, slipPage]);
  const actor = useInspectedActorRef(machine, { clock: appClock });
  useEffect(() => {
    actor.send({ type: 'REVIEW' });
  }, [actor]);
  const state = useSelector(actor, (s) => s.value);
  const placed = useSelector(actor, (s) => s.context.placed);
  const confirmed = useSelector(actor, (s) => s.context.bets);
  const error = useSelector(actor, (s) => s.context.error);
  const live = useCashOut(...cashOutArgs(market));
  const busy = state === 'placing' || state === 'next';
  const close = () => {
    if (busy) return;
    actor.send({ type: 'CLOSE' });
    onClose();
  };

  let body: React.ReactNode;
  let footer: React.ReactNode = null;
  if (state === 'reviewing' || state === 'closed') {
    if (live?.kind === 'hedge') {
      body = (
        <>
          <p>
            Lock in <strong>{formatAmount(live.amount)}</strong> whichever runner wins with these bets at the prices on offer now:
          </p>
          <HedgeLines market={market} bets={live.bets} />
          <AfterTable market={market} plan={live} />
        </>
      );
      footer = (
        <>
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="button" onClick={() => actor.send({ type: 'CONFIRM', bets: live.bets })}>
            Confirm Cash Out
          </Button>
        </>
      );
    } else {
      body = (
        <p role="status">
          {live === null
            ? 'No matched bets in this market'
            : live.kind === 'flat'
              ? `Every runner already shows ${formatAmount(live.amount)}: nothing to cash out.`
              : CASH_OUT_UNAVAILABLE_TEXT[live.reason]}
        </p>
      );
      footer = (
        <Button type="button" variant="outline" onClick={close}>
          Close
        </Button>
      );
    }
  } else if (busy) {
    body = (
      <>
        <p role="status">
          Placing bet {Math.min(placed + 1, confirmed.length)} of {confirmed.length}...
        </p>
        <HedgeLines market={market} bets={confirmed} />
      </>
    );
  } else if (state === 'done') {
    body = <p role="status">Cash out placed: {confirmed.length === 1 ? 'one bet' : `${confirmed.length} bets`}.</p>;
    footer = (
      <Button type="button" onClick={close}>
        OK
      </Button>
    );
  } else {
    body = (
      <>
        <p role="alert">{error}</p>
        {placed > 0 && <p>{placed === 1 ? 'One bet was placed before it stopped.' : `${placed} bets were placed before it stopped.`}</p>}
      </>
    );
    footer = (
      <>
        <Button type="button" variant="outline" onClick={close}>
          Close
        </Button>
        <Button type="button" onClick={() => actor.send({ type: 'REVIEW' })}>
          Review again
        </Button>
      </>
    );
  }

  return (
    <Modal open title="Cash Out" onClose={close} footer={footer} size="sm" closeOnBackdrop={!busy}>
      <DialogBody>{body}</DialogBody>
    </Modal>
  );
}

// A class, not a styled component: the button is the one component that renders when its amount moves.
const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 26px;
  padding: 0 10px;
  border: 1px solid currentColor;
  border-radius: var(--radius-btn);
  background: var(--secondary);
  color: var(--on-secondary);
  font-weight: 800;
  font-size: 12px;
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[data-state='flat'] {
    background: transparent;
    color: inherit;
  }
  .amount {
    font-variant-numeric: tabular-nums;
    /* An amount and the short reasons ('Suspended', 'No price') take the same width: the button keeps
       its size as the market suspends and reopens, and the title bar does not rewrap on a phone. */
    display: inline-block;
    min-width: 9ch;
    text-align: end;
  }
`;

const DialogBody = styled.div`
  font-size: 14px;

  .bets {
    margin: 8px 0;
    padding-left: 18px;
  }
  .bets [data-side='back'] {
    color: var(--text);
  }
  .after {
    width: 100%;
    border-collapse: collapse;
    margin-top: 8px;
  }
  .after caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 4px;
  }
  .after th,
  .after td {
    padding: 4px 6px;
    border-top: 1px solid var(--border, rgba(127, 127, 127, 0.3));
    text-align: left;
  }
  .after td {
    text-align: right;
  }
`;
