// The inline bet slip under a clicked price's row: rate, stake, quick-stake chips, P and L, Cancel and Place Bet; the slip machine decides everything.
import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { hasPrice } from '../../domain/bettable';
import { formatAmount, formatStakeChip } from '../../domain/format';
import { chipImageIndex } from '../../domain/quickStakes';
import { Notices } from '../../ui/Notices';
import { StakeInput } from '../../ui/StakeInput';
import { useReturnFocus } from '../../ui/useReturnFocus';
import { useMarketPage } from './context';
import { useQuickStakes } from '../shared/stakeHooks';

/** Committed states: the machine ignores further clicks until the answer. */
const BUSY = ['awaitingDelay', 'checkingRate', 'placing', 'resolving'] as const;

function RateInput({ rate, onRate, disabled }: { rate: number; onRate: (rate: number) => void; disabled: boolean }): React.JSX.Element {
  // What is typed ("1.", "") is view state; the machine holds the rate. A rate the machine moves
  // (a new price adopted after 'Bet rate changed!') replaces the draft.
  const [draft, setDraft] = useState({ rate, text: String(rate) });
  if (draft.rate !== rate && Number(draft.text) !== rate) setDraft({ rate, text: String(rate) });
  return (
    <input
      aria-label="Rate"
      inputMode="decimal"
      value={draft.text}
      disabled={disabled}
      onChange={(e) => {
        const text = e.target.value;
        const n = Number(text);
        const valid = text.trim() !== '' && hasPrice(n);
        // The draft follows the rate it hands the machine, so the machine moving back to the rate
        // the draft started from (the offered price adopted after 'Bet rate changed!') still replaces it.
        setDraft({ rate: valid ? n : rate, text });
        if (valid) onRate(n);
      }}
    />
  );
}

export function InlineSlip(): React.JSX.Element | null {
  const { slip } = useMarketPage();
  const selection = useSelector(slip, (s) => s.context.selection);
  const stake = useSelector(slip, (s) => s.context.stake);
  const margins = useSelector(slip, (s) => s.context.margins);
  const limits = useSelector(slip, (s) => s.context.limits);
  const error = useSelector(slip, (s) => s.context.error);
  const busy = useSelector(slip, (s) => BUSY.some((state) => s.matches(state)));
  const checking = useSelector(slip, (s) => s.matches('resolving'));
  const stale = useSelector(slip, (s) => s.context.stale);
  const notice = useSelector(slip, (s) => s.context.notice);
  const stakes = useQuickStakes();
  const slipRef = useReturnFocus<HTMLDivElement>();
  if (!selection) return null;

  const fancy = selection.kind === 'FANCY';
  const rate = fancy ? selection.price : selection.oddsReq;
  const sideLabel = fancy ? (selection.side === 'back' ? 'Yes' : 'No') : selection.side === 'back' ? 'Back' : 'Lay';

  return (
    <Slip ref={slipRef} data-side={selection.side} role="form" aria-label={`Bet slip: ${sideLabel} ${selection.runnerName}`}>
      <div className="title">
        <span className="side">{sideLabel}</span>
        <strong>{selection.runnerName}</strong>
        <span className="market">{selection.market}</span>
        <span className="bounds">
          Min {limits.min} · Max {limits.max}
        </span>
      </div>
      <div className="body">
        <label className="rate">
          <span>{fancy ? 'Runs / Rate' : 'Rate'}</span>
          {fancy ? (
            <output aria-label="Rate">
              {selection.price} / {selection.size}
            </output>
          ) : (
            <RateInput rate={rate} disabled={busy} onRate={(r) => slip.send({ type: 'SET_RATE', rate: r })} />
          )}
        </label>
        <label className="stake">
          <span>Stake</span>
          <StakeInput aria-label="Stake" placeholder="0" stake={stake} disabled={busy} onStake={(s) => slip.send({ type: 'SET_STAKE', stake: s })} />
        </label>
        <div className="pl" aria-live="polite">
          <span className="p" aria-label="Profit">
            P: {formatAmount(margins.favourMargin)}
          </span>
          <span className="l" aria-label="Liability">
            L: {formatAmount(margins.againstMargin)}
          </span>
        </div>
        <div className="chips" role="group" aria-label="Quick stakes">
          {stakes.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="chip"
              disabled={busy}
              style={{ backgroundImage: `url(/assets/market/chip-${chipImageIndex(i) + 1}.svg)` }}
              onClick={() => slip.send({ type: 'CHIP', stake: s.stakeValue })}
            >
              {formatStakeChip(s.stakeValue)}
            </button>
          ))}
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {notice && (
          <div className="notice">
            <Notices notices={[{ id: notice.clientRef, kind: notice.kind, text: notice.text }]} onDismiss={() => slip.send({ type: 'DISMISS_NOTICE' })} />
          </div>
        )}
        <button type="button" className="cancel" disabled={busy} onClick={() => slip.send({ type: 'CANCEL' })}>
          Cancel
        </button>
        <button
          type="button"
          className="place"
          disabled={busy || checking || stale}
          onClick={() => slip.send({ type: 'CONFIRM' })}
        >
          {checking ? 'Checking your bet...' : busy ? 'Placing...' : stale ? 'Waiting for prices...' : 'Place Bet'}
        </button>
      </div>
    </Slip>
  );
}

const Slip = styled.div`
  padding: 8px 10px 10px;
  border-top: 1px solid var(--border);
  background: color-mix(in srgb, var(--back) 45%, var(--surface));
  font-size: 12.5px;

  &[data-side='lay'] {
    background: color-mix(in srgb, var(--lay) 55%, var(--surface));
  }

  .title {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 8px;
    margin-bottom: 6px;
  }
  .side {
    padding: 1px 6px;
    border-radius: 3px;
    background: var(--back-strong);
    font-weight: 800;
    font-size: 11px;
    text-transform: uppercase;
  }
  &[data-side='lay'] .side {
    background: var(--lay-strong);
  }
  .market,
  .bounds {
    color: var(--text-muted);
    font-size: 11.5px;
  }
  .bounds {
    margin-left: auto;
  }

  .body {
    display: grid;
    grid-template-columns: 120px 140px auto minmax(0, 1fr) 96px 150px;
    grid-template-areas:
      'rate stake pl . cancel place'
      'chips chips chips chips chips chips'
      'error error error error error error'
      'notice notice notice notice notice notice';
    gap: 8px 10px;
    align-items: end;
  }
  .rate {
    grid-area: rate;
  }
  .stake {
    grid-area: stake;
  }
  .pl {
    grid-area: pl;
  }
  .chips {
    grid-area: chips;
  }
  .error {
    grid-area: error;
  }
  .notice {
    grid-area: notice;
  }
  .cancel {
    grid-area: cancel;
  }
  .place {
    grid-area: place;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  label > span {
    font-size: 11px;
    color: var(--text-muted);
    font-weight: 600;
  }
  input,
  output {
    width: 100%;
    height: 34px;
    padding: 0 8px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-size: 14px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  input:focus {
    outline: 2px solid var(--focus);
    outline-offset: -1px;
  }
  output {
    display: flex;
    align-items: center;
  }
  .pl {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 34px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .p {
    color: var(--positive);
  }
  .l {
    color: var(--negative);
  }

  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .chip {
    width: 40px;
    height: 40px;
    flex: none;
    border: 0;
    border-radius: 50%;
    background-color: transparent;
    background-size: cover;
    color: #fff;
    font-size: 10.5px;
    font-weight: 800;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.7);
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: transform 100ms;
  }
  .chip:hover:not(:disabled) {
    transform: translateY(-2px);
  }

  .error {
    margin: 0;
    color: var(--negative);
    font-weight: 700;
  }

  .cancel,
  .place {
    height: 34px;
    border-radius: var(--radius-btn);
    font-weight: 800;
    border: 1px solid var(--border);
  }
  .cancel {
    background: var(--surface);
    color: var(--text);
  }
  .place {
    background: var(--primary);
    border-color: var(--primary);
    color: var(--on-primary);
  }
  .cancel:disabled,
  .place:disabled {
    opacity: 0.65;
  }

  @media (max-width: 660px) {
    .body {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas:
        'rate stake'
        'pl pl'
        'chips chips'
        'error error'
        'notice notice'
        'cancel place';
    }
    .pl {
      flex-direction: row;
      justify-content: flex-start;
      gap: 16px;
      min-height: 0;
    }
    .chips {
      display: grid;
      grid-template-columns: repeat(8, minmax(0, 1fr));
      gap: 4px;
    }
    .chip {
      width: 100%;
      max-width: 40px;
      height: auto;
      aspect-ratio: 1;
      justify-self: center;
    }
    .place,
    .cancel {
      height: 38px;
    }
  }

  @media (max-width: 420px) {
    .chips {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: 6px;
    }
  }
`;
