// The Bookmaker markets: one per-100 price a side per runner, a SUSPENDED cover per runner, the slip under a clicked row.
import { memo, useMemo } from 'react';
import { isBookmakerOpen, isBookmakerRunnerActive } from '../../domain/bettable';
import { marketStakeLimits } from '../../domain/stakeLimits';
import { priceCell } from '../../ui/PriceCell';
import { betSlip, cellId, type SlipCell } from '../../../streams/market/betSlip';
import { bookmaker } from '../../../streams/market/bookmaker';
import { useEventInPlay } from '../../../streams/market/inPlay';
import { useLimits } from '../../../streams/market/limits';
import type { Side } from '../../../streams/market/marketOdds';
import { whatIf } from '../../../streams/market/whatIf';
import { InlineSlip } from './BetSlip';
import { CashOutButton } from './CashOut';
import { useMarketPage } from './context';
import { useSlipOnRow } from './useSlipOnRow';
import { LadderMarket } from './LadderMarket';
import { Projection } from './Projection';
import { RunnerSparkline, withSparkline } from './RunnerSparkline';
import { StaleLabel } from './Stale';
import { Cells, HeadSlot, LadderRow, NameCell, Overlay } from './styles';

// Memoised: the row re-renders when its slip opens or closes; its cells, whose props are the same, are passed by.
const BookmakerCell = memo(function BookmakerCell(props: { marketId: string; selectionId: string; runnerName: string; side: Side }): React.JSX.Element {
  const { marketId, selectionId, runnerName, side } = props;
  const { key, slip, openSlip } = useMarketPage();
  const { value, flash } = bookmaker.useBookmakerCell(key, marketId, selectionId, side);
  const cell: SlipCell = { kind: 'BOOKMAKER', key, marketId, selectionId, side };
  const selected = betSlip.useIsOpenCell(slip, cellId(cell));
  const price = value?.price ?? null;
  return priceCell({
    side,
    price,
    size: value?.size ?? null,
    flash,
    selected,
    label: `${side === 'back' ? 'Back' : 'Lay'} ${runnerName} at ${price ?? '-'}`,
    onSelect: () => openSlip(cell),
    cellId: cellId(cell),
    onAim: () => whatIf.aim({ kind: 'cell', cell }),
    onRelease: () => whatIf.release({ kind: 'cell', cell }),
  });
});

/** The runner's status cover (SUSPENDED) while it takes no bets: the one part of its row that follows its status. */
function BookmakerRunnerStatus({ marketId, selectionId }: { marketId: string; selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const runner = bookmaker.useBookmakerRunner(key, marketId, selectionId);
  if (!runner || isBookmakerRunnerActive(runner.status)) return null;
  return (
    <Overlay role="status" aria-label={`${runner.runnerName} ${runner.status}`}>
      {runner.status}
    </Overlay>
  );
}

// The deeper slots are blank on a bookmaker; kept so the columns line up with Match Odds. Made once,
// so a row's re-render (its slip opening) passes them by.
const BLANK_SLOTS_LEFT = (
  <>
    <HeadSlot data-depth="3" />
    <HeadSlot data-depth="2" />
  </>
);
const BLANK_SLOTS_RIGHT = (
  <>
    <HeadSlot data-depth="2" />
    <HeadSlot data-depth="3" />
  </>
);

// Memoised: the market's status changing re-renders the table and its cover, not its rows.
const BookmakerRow = memo(function BookmakerRow({ marketId, selectionId }: { marketId: string; selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  // The name alone: a status change re-renders the cover, not the row.
  const runnerName = bookmaker.useBookmakerRunnerName(key, marketId, selectionId);
  const slipHere = useSlipOnRow('BOOKMAKER', selectionId, marketId);
  if (runnerName === null) return null;
  return (
    <>
      <LadderRow data-runner={selectionId}>
        <NameCell className={withSparkline}>
          <span className="name">{runnerName}</span>
          <Projection marketId={marketId} selectionId={selectionId} />
          <RunnerSparkline kind="BOOKMAKER" marketId={marketId} selectionId={selectionId} runnerName={runnerName} />
        </NameCell>
        <Cells>
          {BLANK_SLOTS_LEFT}
          <BookmakerCell marketId={marketId} selectionId={selectionId} runnerName={runnerName} side="back" />
          <BookmakerCell marketId={marketId} selectionId={selectionId} runnerName={runnerName} side="lay" />
          {BLANK_SLOTS_RIGHT}
          <BookmakerRunnerStatus marketId={marketId} selectionId={selectionId} />
        </Cells>
      </LadderRow>
      {slipHere && <InlineSlip />}
    </>
  );
});

function BookmakerMinMax({ marketId }: { marketId: string }): React.JSX.Element {
  const { key, urlInPlay } = useMarketPage();
  const meta = bookmaker.useBookmakerMarket(key, marketId);
  const inPlay = useEventInPlay(key, urlInPlay);
  const limits = useLimits();
  // The same bounds the slip checks: the market's own may only narrow the domain's.
  const shown = marketStakeLimits('bookmaker', limits, inPlay, meta);
  return <>{`${shown.min} - ${shown.max}`}</>;
}

const Stale = memo(StaleLabel);

function BookmakerTable({ marketId }: { marketId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const meta = bookmaker.useBookmakerMarket(key, marketId);
  const runnerIds = bookmaker.useBookmakerRunnerIds(key, marketId);
  // One element per market, so the head passes it by on a table re-render.
  const limits = useMemo(() => <BookmakerMinMax marketId={marketId} />, [marketId]);
  if (!meta) return null;
  return (
    <LadderMarket
      marketId={marketId}
      market={meta}
      open={isBookmakerOpen(meta.status)}
      title={
        <>
          <h2>{meta.marketName}</h2>
          <span className="badge">0% commission</span>
          <Stale block="BOOKMAKER" />
          <span className="spacer" />
          <CashOutButton kind="BOOKMAKER" marketId={marketId} />
        </>
      }
      limits={limits}
    >
      {runnerIds.map((id) => (
        <BookmakerRow key={id} marketId={marketId} selectionId={id} />
      ))}
    </LadderMarket>
  );
}

export function BookmakerMarkets(): React.JSX.Element | null {
  const { key } = useMarketPage();
  const ids = bookmaker.useBookmakerMarketIds(key);
  if (!ids || ids.length === 0) return null;
  return (
    <>
      {ids.map((id) => (
        <BookmakerTable key={id} marketId={id} />
      ))}
    </>
  );
}
