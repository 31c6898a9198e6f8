// The larger price chart of one runner, in a dialog: best back and lay since the page opened, the player's bets at their price and time, the in-play moment and suspensions shaded.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import { LineChart } from '../../ui/chart/LineChart';
import { LINE_COLOURS } from '../../ui/chart/tones';
import { Modal } from '../../ui/Modal';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useMarketBets } from '../../../streams/market/matchBets';
import { HISTORY_MATCHES, priceHistory, type HistoryKind } from '../../../streams/market/priceHistory';
import { useMarketPage } from './context';
import { betMarks, clockTime, inPlayMarker, priceBands, priceSeries, priceText } from './priceChart';

export interface RunnerChartDialogProps {
  open: boolean;
  onClose: () => void;
  kind: HistoryKind;
  marketId: string;
  selectionId: string;
  runnerName: string;
}

export function RunnerChartDialog({ open, onClose, kind, marketId, selectionId, runnerName }: RunnerChartDialogProps): React.JSX.Element | null {
  if (!open) return null;
  return (
    <Modal open title={`Price chart of ${runnerName}`} onClose={onClose} size="lg">
      <RunnerChart kind={kind} marketId={marketId} selectionId={selectionId} runnerName={runnerName} />
    </Modal>
  );
}

/** Subscribed only while the dialog is open: it follows every answer (its time axis ends at the latest). */
function RunnerChart({ kind, marketId, selectionId, runnerName }: Omit<RunnerChartDialogProps, 'open' | 'onClose'>): React.JSX.Element {
  const { key, matchId } = useMarketPage();
  const history = priceHistory.useRunnerHistory(key, kind, marketId, selectionId);
  const now = priceHistory.useHistoryNow(key);
  const inPlaySince = priceHistory.useInPlaySince(key);
  const bets = useMarketBets(matchId, marketId);
  const phone = useMediaQuery('(max-width: 600px)');
  const chart = useMemo(() => {
    const first = history?.points[0]?.t;
    const end = Math.max(now ?? 0, history?.points.at(-1)?.t ?? 0);
    const from = first ?? end;
    // Shaded from the moment it was seen on this page; a match in play all along is said so, not washed over.
    const liveFrom = inPlaySince !== null && first !== undefined && inPlaySince > first ? inPlaySince : null;
    return {
      series: priceSeries(history),
      bands: priceBands(history, end, liveFrom),
      inPlayAllAlong: inPlaySince !== null && liveFrom === null,
      markers: inPlayMarker(history, inPlaySince),
      marks: betMarks(bets, selectionId, from, end, clockTime),
      tDomain: [from, end] as const,
    };
  }, [history, now, inPlaySince, bets, selectionId]);
  const empty = !history || history.points.length === 0;
  return (
    <>
      <Legend aria-hidden="true">
        <li data-key="back">Best back</li>
        <li data-key="lay">Best lay</li>
        {chart.marks.length > 0 && <li data-key="bet">Your bets</li>}
        {chart.bands.some((b) => b.kind === 'suspended') && <li data-key="suspended">Suspended</li>}
        {chart.bands.some((b) => b.kind === 'live') && <li data-key="live">In play</li>}
      </Legend>
      {empty ? (
        <p>No prices seen yet for {runnerName}.</p>
      ) : (
        <LineChart
          title={`${runnerName}: best back and lay since this page opened`}
          series={chart.series}
          bands={chart.bands}
          markers={chart.markers}
          marks={chart.marks}
          marksTitle="Your bets on this chart"
          tDomain={chart.tDomain}
          formatT={clockTime}
          formatV={priceText}
          width={phone ? 360 : 780}
          height={phone ? 240 : 300}
          timeTicks={phone ? 3 : 5}
        />
      )}
      <Note>
        {chart.inPlayAllAlong && 'In play since before this page opened. '}
        Prices are kept while this match is among the last {HISTORY_MATCHES} you opened.
      </Note>
    </>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: var(--text-muted);

  --chart-back: ${LINE_COLOURS.light.back};
  --chart-lay: ${LINE_COLOURS.light.lay};
  html[data-theme='dark'] & {
    --chart-back: ${LINE_COLOURS.dark.back};
    --chart-lay: ${LINE_COLOURS.dark.lay};
  }

  li::before {
    content: '';
    display: inline-block;
    width: 18px;
    height: 10px;
    margin-right: 5px;
    vertical-align: middle;
  }
  [data-key='back']::before {
    height: 0;
    border-top: 2px solid var(--chart-back);
  }
  [data-key='lay']::before {
    height: 0;
    border-top: 2px dashed var(--chart-lay);
  }
  [data-key='bet']::before {
    width: 10px;
    border-radius: 50%;
    background: var(--chart-back);
    box-shadow: 6px 0 0 var(--chart-lay);
    margin-right: 11px;
  }
  [data-key='suspended']::before {
    background: var(--text-muted);
    opacity: 0.35;
  }
  [data-key='live']::before {
    background: var(--negative);
    opacity: 0.25;
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 12px;
  color: var(--text-muted);
`;
