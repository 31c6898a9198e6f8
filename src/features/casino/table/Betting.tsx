// The betting area: outcome blocks (tap-on-odds grid or chip tray) read from the table record, the slip under the tapped outcome, and the stake-chip row.
import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import { cardRunnerNumber } from '../../../domain/casino';
import { groupOutcomes, type CasinoTableRecord, type DefaultOutcome } from '../../../domain/casinoTables';
import { formatStakeChip } from '../../../domain/format';
import { casinoMargins } from '../../../domain/margins';
import { chipImageIndex } from '../../../domain/quickStakes';
import { CASINO_MIN_MAX_TEXT } from '../../../domain/stakeLimits';
import { formatSignedMoney } from './money';
import { casinoFeed } from '../../../../streams/casino/feed';
import { outcomeBettable, placeBetDisabled, roundProjection, type CasinoRoundContext } from '../../../../machines/casinoRound.machine';
import { StakeInput } from '../../../ui/StakeInput';
import { useIsLoggedIn } from '../../shared/sessionHooks';
import { useQuickStakes } from '../../shared/stakeHooks';
import { useCasinoTable } from './context';
import { PlayingCard } from './PlayingCard';

type Snap = { context: CasinoRoundContext };

export function BettingArea(): React.JSX.Element {
  const { record, feedKey } = useCasinoTable();
  const ids = casinoFeed.useOutcomeIds(feedKey);
  const groups = groupOutcomes(record, ids ?? []);
  const chipTray = record.interaction === 'chipTray';
  // Before the first round a table draws its blocks with empty cells, so the chips and results below do
  // not move when the round arrives (Lighthouse read CLS 0.13 on Dragon Tiger): the blocks it knows, or for
  // a table whose outcomes only the feed names, the smallest block (two outcomes, 20-20 Teenpatti: CLS 0.06).
  const waiting = ids === null && !record.defaultOutcomes;
  return (
    <Area data-testid="betting-area" className={chipTray ? 'tray' : 'grid'}>
      {chipTray && <p className="hint">Pick a chip, then tap an outcome: the bet is placed at once.</p>}
      {groups.map((g, gi) => {
        const defaults = ids && g.items.length > 0 ? null : (record.defaultOutcomes?.[gi] ?? null);
        const pending = waiting ? pendingCells(record, gi) : 0;
        if (pending === 0 && g.items.length === 0 && !defaults) return null;
        return (
          <section className="group" key={g.title || gi} {...(pending > 0 ? { 'aria-hidden': true } : { 'aria-label': g.title || 'Outcomes' })}>
            {(g.title || record.showMinMax) && (
              <header>
                <span>{g.title}</span>
                {record.showMinMax && <small>{CASINO_MIN_MAX_TEXT}</small>}
              </header>
            )}
            <div className="cells" data-count={pending || (defaults ?? g.items).length}>
              {pending > 0
                ? Array.from({ length: pending }, (_, i) => (
                    <div className="cell" data-pending="true" key={i}>
                      <span className="name">{'\u00a0'}</span>
                      <span className="rate">-</span>
                    </div>
                  ))
                : defaults
                  ? defaults.map((d) => <DefaultCell key={d.sid} outcome={d} suspended={gi > 0} />)
                  : g.items.map((sid) => <OutcomeCell key={sid} sid={sid} />)}
            </div>
            {!chipTray && pending === 0 && <SlipFor sids={g.items} />}
          </section>
        );
      })}
      {ids !== null && ids.length === 0 && <p className="empty">No outcomes in this round.</p>}
      {waiting && <p className="visually-hidden">Waiting for the round…</p>}
    </Area>
  );
}

/** A block's fewest outcomes: what a table whose outcomes only the feed names holds the place of. */
const SMALLEST_BLOCK = 2;

/** How many empty cells block `gi` draws before the first round: the outcomes of a known block, else one smallest block. */
const pendingCells = (record: CasinoTableRecord, gi: number): number => {
  if (!record.groups) return gi === 0 ? SMALLEST_BLOCK : 0;
  const range = record.groups[gi]?.range;
  return range ? range[1] - range[0] + 1 : 0;
};

/** Lucky 7-A's default markets before the feed sends its own: the Winner block open, the rest suspended. */
function DefaultCell({ outcome, suspended }: { outcome: DefaultOutcome; suspended: boolean }): React.JSX.Element {
  return (
    <div className="cell" data-suspended={suspended}>
      <span className="name">{outcome.name}</span>
      <span className="rate">-</span>
      {suspended && <span className="lock">SUSPENDED</span>}
    </div>
  );
}

const sameCell = (a: CellView | null, b: CellView | null) =>
  a === b || (a !== null && b !== null && a.name === b.name && a.rate === b.rate && a.bettable === b.bettable && a.selected === b.selected);

interface CellView {
  name: string;
  rate: number;
  bettable: boolean;
  selected: boolean;
}

/** One outcome: re-renders only when its own name, rate, status, selection or P/L changes. */
const OutcomeCell = memo(function OutcomeCell({ sid }: { sid: string }): React.JSX.Element | null {
  const { actor, record } = useCasinoTable();
  const loggedIn = useIsLoggedIn();
  const view = useSelector(
    actor,
    (s: Snap): CellView | null => {
      const o = s.context.outcomes.find((x) => x.sid === sid);
      return o ? { name: o.name, rate: o.rate, bettable: outcomeBettable(s.context, sid), selected: s.context.slip?.sid === sid } : null;
    },
    sameCell,
  );
  const pl = useSelector(actor, (s: Snap) => (loggedIn ? (roundProjection(s.context)[sid] ?? 0) : 0));
  const onTap = useCallback(() => actor.send({ type: 'SELECT', sid }), [actor, sid]);
  if (!view) return null;
  const card = record.cardRunners ? cardRunnerNumber(view.name) : null;
  return (
    <button
      type="button"
      className="cell"
      data-testid={`outcome-${sid}`}
      data-suspended={!view.bettable}
      aria-pressed={view.selected}
      aria-label={`${view.name} ${view.rate}${view.bettable ? '' : ' suspended'}`}
      disabled={!view.bettable}
      onClick={onTap}
    >
      {card !== null ? <PlayingCard code={`${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][card - 1] ?? card}SS`} height={34} /> : null}
      <span className="name">{view.name}</span>
      <span className="rate">{view.rate}</span>
      {pl !== 0 && (
        <span className={pl > 0 ? 'pl up' : 'pl down'} data-testid={`pl-${sid}`}>
          {formatSignedMoney(pl)}
        </span>
      )}
      {!view.bettable && <span className="lock">SUSPENDED</span>}
    </button>
  );
});

/** The slip opens under the block holding the tapped outcome. */
function SlipFor({ sids }: { sids: readonly string[] }): React.JSX.Element | null {
  const { actor } = useCasinoTable();
  const here = useSelector(actor, (s: Snap) => s.context.slip !== null && sids.includes(s.context.slip.sid));
  return here ? <Slip /> : null;
}

function Slip(): React.JSX.Element | null {
  const { actor } = useCasinoTable();
  const slip = useSelector(actor, (s: Snap) => s.context.slip);
  const stake = useSelector(actor, (s: Snap) => s.context.stake);
  const disabled = useSelector(actor, (s: Snap) => placeBetDisabled(s.context));
  const placing = useSelector(actor, (s: { matches: (v: object) => boolean }) => s.matches({ bet: 'placing' }));
  if (!slip) return null;
  const profit = casinoMargins(slip.rate, stake).favourMargin;
  return (
    <div className="slip" role="group" aria-label="Bet slip">
      <div className="row">
        <span className="sel">
          {slip.name} <small>Back</small>
        </span>
        <span className="stepper" aria-label="Odds">
          <button type="button" aria-label="Lower odds" onClick={() => actor.send({ type: 'RATE_DOWN' })}>
            −
          </button>
          <output data-testid="slip-rate">{slip.rate.toFixed(2)}</output>
          <button type="button" aria-label="Raise odds" onClick={() => actor.send({ type: 'RATE_UP' })}>
            +
          </button>
        </span>
      </div>
      <div className="row">
        <label className="stake">
          Stake
          <StakeInput aria-label="Stake" placeholder="0" stake={stake} onStake={(s) => actor.send({ type: 'SET_STAKE', stake: s })} />
        </label>
        <button type="button" className="mini" onClick={() => actor.send({ type: 'HALF' })}>
          ½
        </button>
        <button type="button" className="mini" onClick={() => actor.send({ type: 'DOUBLE' })}>
          x2
        </button>
        <span className="profit">
          Profit <b>{formatSignedMoney(profit)}</b>
        </span>
      </div>
      <ChipRow compact />
      <div className="row actions">
        <button type="button" className="cancel" onClick={() => actor.send({ type: 'CANCEL' })}>
          Cancel
        </button>
        <button type="button" className="place" disabled={disabled || placing} onClick={() => actor.send({ type: 'CONFIRM' })}>
          {placing ? 'Placing…' : 'Place Bet'}
        </button>
      </div>
    </div>
  );
}

/** The player's quick stakes as chips (1000 and above as k, four chip pictures in turn). */
export function ChipRow({ compact = false }: { compact?: boolean }): React.JSX.Element {
  const { actor, record } = useCasinoTable();
  const stakes = useQuickStakes();
  const picked = useSelector(actor, (s: Snap) => (record.interaction === 'chipTray' ? s.context.chip : null));
  return (
    <div className={compact ? 'chips compact' : 'chips'} role="group" aria-label="Stake chips">
      {stakes.map((s, i) => (
        <button
          key={s.id}
          type="button"
          className={`chip chip-${chipImageIndex(i)}`}
          aria-pressed={picked === s.stakeValue}
          aria-label={`Chip ${s.stakeValue}`}
          onClick={() => actor.send({ type: 'CHIP', value: s.stakeValue })}
        >
          {formatStakeChip(s.stakeValue)}
        </button>
      ))}
    </div>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px;
  background: var(--surface);

  .hint,
  .empty {
    margin: 0;
    font-size: 12px;
    color: var(--text-muted);
  }

  .group {
    border: 1px solid var(--border);
    border-radius: var(--radius-sm);
    overflow: hidden;
    background: var(--surface-2);
  }

  .group header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    padding: 6px 10px;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
    font-size: 13px;
    font-weight: 700;
  }

  .group header small {
    font-weight: 500;
    opacity: 0.85;
  }

  .cells {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
    gap: 6px;
    padding: 8px;
  }

  .cells[data-count='2'] {
    grid-template-columns: repeat(2, 1fr);
  }

  .cells[data-count='3'] {
    grid-template-columns: repeat(3, 1fr);
  }

  .cells[data-count='4'] {
    grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  }

  @media (max-width: 600px) {
    padding: 8px 6px;

    .cells {
      grid-template-columns: repeat(auto-fill, minmax(74px, 1fr));
      gap: 5px;
      padding: 6px;
    }

    .cells[data-count='4'] {
      grid-template-columns: repeat(2, 1fr);
    }

    .slip {
      padding: 8px 6px;
    }
  }

  .cell {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 64px;
    padding: 6px 4px;
    border: 1px solid var(--back-strong);
    border-radius: var(--radius-sm);
    background: var(--back);
    color: var(--on-back);
    font: inherit;
    cursor: pointer;
    overflow: hidden;
  }

  .cell[data-pending='true'] {
    opacity: 0.45;
  }

  .cell[aria-pressed='true'] {
    outline: 3px solid var(--primary);
    outline-offset: -1px;
  }

  .cell .name {
    font-size: 12px;
    font-weight: 600;
    text-align: center;
  }

  .cell .rate {
    font-size: 17px;
    font-weight: 800;
  }

  .cell .pl {
    font-size: 12px;
    font-weight: 700;
  }

  .pl.up {
    color: var(--on-back-up);
  }

  .pl.down {
    color: var(--on-back-down);
  }

  .cell .lock {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgba(18, 22, 28, 0.84);
    color: #fff;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.08em;
  }

  /* A phone's four-a-row card cells are 74 px wide: the SUSPENDED lock fits only smaller and unspaced. */
  @media (max-width: 600px) {
    .cell .lock {
      font-size: 10px;
      letter-spacing: 0;
    }
  }

  .cell:disabled {
    cursor: not-allowed;
  }

  &.tray .cell {
    min-height: 84px;
    background: linear-gradient(180deg, #21543b, #163b29);
    border-color: #2f7a55;
    color: #fff;
  }

  .slip {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 10px;
    border-top: 1px solid var(--back-strong);
    background: #d7ebfb;
    color: #10243a;
  }

  .slip .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }

  .slip .sel {
    flex: 1;
    font-weight: 700;
  }

  .slip .sel small {
    padding: 1px 6px;
    border-radius: 3px;
    background: var(--back-strong);
    font-size: 11px;
  }

  .stepper {
    display: inline-flex;
    align-items: center;
    border: 1px solid #9bb8d3;
    border-radius: 4px;
    background: #fff;
  }

  .stepper button {
    width: 30px;
    height: 30px;
    border: 0;
    background: transparent;
    font-size: 18px;
    cursor: pointer;
  }

  .stepper output {
    min-width: 46px;
    text-align: center;
    font-weight: 700;
  }

  .stake {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 13px;
  }

  .stake input {
    width: 96px;
    height: 30px;
    padding: 0 8px;
    border: 1px solid #9bb8d3;
    border-radius: 4px;
    font: inherit;
  }

  .mini {
    height: 30px;
    min-width: 36px;
    border: 1px solid #9bb8d3;
    border-radius: 4px;
    background: #fff;
    cursor: pointer;
  }

  .profit {
    margin-left: auto;
    font-size: 13px;
  }

  .actions {
    justify-content: flex-end;
  }

  .actions button {
    height: 34px;
    padding: 0 18px;
    border-radius: var(--radius-btn);
    font-weight: 700;
    cursor: pointer;
  }

  .cancel {
    border: 1px solid #c0182b;
    background: #fff;
    color: #c0182b;
  }

  .place {
    border: 0;
    background: var(--primary);
    color: var(--on-primary);
  }

  .place:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const ChipStyles = styled.div`
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 10px;
    justify-content: center;
  }

  .chips.compact {
    padding: 0;
    justify-content: flex-start;
    gap: 6px;
  }

  .chip {
    flex: none;
    width: 46px;
    height: 46px;
    padding: 0;
    border-radius: 50%;
    border: 4px dashed rgba(255, 255, 255, 0.85);
    color: #fff;
    font-weight: 800;
    font-size: 13px;
    cursor: pointer;
    box-shadow: 0 2px 4px rgba(0, 0, 0, 0.35), inset 0 0 0 3px rgba(0, 0, 0, 0.15);
    text-shadow: 0 1px 1px rgba(0, 0, 0, 0.5);
  }

  .chips.compact .chip {
    width: 40px;
    height: 40px;
    font-size: 12px;
  }

  @media (max-width: 600px) {
    .chips {
      gap: 6px;
      padding: 10px 4px;
    }

    .chip {
      width: 38px;
      height: 38px;
      border-width: 3px;
      font-size: 11px;
    }

    .chips.compact {
      gap: 4px;
    }

    .chips.compact .chip {
      width: 35px;
      height: 35px;
      border-width: 3px;
      font-size: 10px;
    }
  }

  .chip-0 {
    background: #1e63c4;
  }

  .chip-1 {
    background: #0e8a4b;
  }

  .chip-2 {
    background: #b8182e;
  }

  .chip-3 {
    background: #222;
  }

  .chip[aria-pressed='true'] {
    transform: translateY(-4px);
    box-shadow: 0 0 0 3px #f3d27a, 0 6px 10px rgba(0, 0, 0, 0.4);
  }
`;
