// The Fancy block: All and Session sub-tabs of session rows, each with a back (Yes) and lay (No) line and its status cover.
import { memo, useState } from 'react';
import { fancyOverlayText } from '../../domain/fancy';
import { fancyMinMaxText } from '../../domain/stakeLimits';
import { priceCell } from '../../ui/PriceCell';
import { betSlip, cellId, type SlipCell } from '../../../streams/market/betSlip';
import { fancy, type FancyTab } from '../../../streams/market/fancy';
import { useEventInPlay } from '../../../streams/market/inPlay';
import { useConfiguredLimits } from '../../../streams/market/limits';
import type { Side } from '../../../streams/market/marketOdds';
import { InlineSlip } from './BetSlip';
import { useMarketPage } from './context';
import { useSlipOnRow } from './useSlipOnRow';
import { StaleLabel } from './Stale';
import { Block, Cells, Empty, HeadSlot, LadderRow, NameCell, Overlay, Pills, Rows, TitleBar } from './styles';

const TABS: { tab: FancyTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'session', label: 'Session' },
];

// Memoised, as are the rows: a row's re-render (its cover, its slip) or a row joining the list
// re-renders what changed, not the cells and rows beside it.
const FancyCell = memo(function FancyCell(props: { selectionId: string; runnerName: string; side: Side }): React.JSX.Element {
  const { selectionId, runnerName, side } = props;
  const { key, slip, openSlip } = useMarketPage();
  const { value, flash } = fancy.useFancyCell(key, selectionId, side);
  const cell: SlipCell = { kind: 'FANCY', key, selectionId, side };
  const selected = betSlip.useIsOpenCell(slip, cellId(cell));
  const price = value?.price ?? null;
  return priceCell({
    side,
    price,
    size: value?.size ?? null,
    sizeText: value ? String(value.size) : undefined,
    flash,
    selected,
    label: `${side === 'back' ? 'Yes' : 'No'} ${runnerName} at ${price ?? '-'}`,
    onSelect: () => openSlip(cell),
    cellId: cellId(cell),
  });
});

/** The row's status cover ('Ball Running', 'Suspended' ...): the one part of the row that follows its status. */
function FancyCover({ selectionId }: { selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const row = fancy.useFancyRow(key, selectionId);
  const cover = row ? fancyOverlayText(row.gameStatus) : null;
  if (!row || cover === null) return null;
  return (
    <Overlay role="status" aria-label={`${row.runnerName} ${cover}`}>
      {cover}
    </Overlay>
  );
}

const FancyRowView = memo(function FancyRowView({ selectionId }: { selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  // The name alone: a status change re-renders the cover, not the row.
  const runnerName = fancy.useFancyRowName(key, selectionId);
  const slipHere = useSlipOnRow('FANCY', selectionId);
  if (runnerName === null) return null;
  return (
    <>
      <LadderRow data-runner={selectionId}>
        <NameCell>
          <span className="name">{runnerName}</span>
        </NameCell>
        <Cells data-cols="2">
          <FancyCell selectionId={selectionId} runnerName={runnerName} side="lay" />
          <FancyCell selectionId={selectionId} runnerName={runnerName} side="back" />
          <FancyCover selectionId={selectionId} />
        </Cells>
      </LadderRow>
      {slipHere && <InlineSlip />}
    </>
  );
});

const FancyRows = memo(function FancyRows({ tab }: { tab: FancyTab }): React.JSX.Element {
  const { key } = useMarketPage();
  const ids = fancy.useFancyRowIds(key, tab);
  if (ids === null || ids.length === 0) return <Empty>No fancy markets right now.</Empty>;
  return (
    <Rows>
      {ids.map((id) => (
        <FancyRowView key={id} selectionId={id} />
      ))}
    </Rows>
  );
});

/** The block's Min/Max: a component of its own, so the limits arriving re-render this text, not the rows. */
function FancyMinMax(): React.JSX.Element {
  const { key, urlInPlay } = useMarketPage();
  // The domain's own limits, not the check's defaults: unconfigured, the display reads 20000 (spec section 5).
  const limits = useConfiguredLimits();
  const inPlay = useEventInPlay(key, urlInPlay);
  return <>{fancyMinMaxText(limits, inPlay)}</>;
}

export function FancyBlock(): React.JSX.Element | null {
  const { key } = useMarketPage();
  const [tab, setTab] = useState<FancyTab>('all');
  // A match without sessions (soccer, tennis, a finished innings) shows no Fancy block at all.
  if (!fancy.useHasFancyRows(key)) return null;
  return (
    <Block aria-label="Fancy">
      <TitleBar>
        <h2>Fancy</h2>
        <StaleLabel block="FANCY" />
        <span className="spacer" />
        <Pills role="tablist" aria-label="Fancy markets" data-tone="head">
          {TABS.map((t) => (
            <button key={t.tab} type="button" role="tab" aria-selected={tab === t.tab} onClick={() => setTab(t.tab)}>
              {t.label}
            </button>
          ))}
        </Pills>
      </TitleBar>
      <LadderRow data-head="on">
        <NameCell>
          <span className="limits">
            Min/Max: <FancyMinMax />
          </span>
        </NameCell>
        <Cells data-cols="2">
          <HeadSlot data-side="lay" data-depth="1">
            No
          </HeadSlot>
          <HeadSlot data-side="back" data-depth="1">
            Yes
          </HeadSlot>
        </Cells>
      </LadderRow>
      <div role="tabpanel">
        <FancyRows tab={tab} />
      </div>
    </Block>
  );
}
