// /profitloss and its drill-down levels: data source and dates shared by every level, a totals row, links one level down.
import { useParams } from 'react-router-dom';
import { Link } from '../../../ui/links';
import { styled } from '@linaria/react';
import type { ProfitLossRow } from '../../../api/contract';
import { DateInput } from '../../../ui/DateInput';
import {
  depthOf,
  levelKey,
  type ProfitLossLevel,
} from '../../../../streams/account/profitLoss';
import { DataSourceSelect } from '../components/DataSourceSelect';
import { PageFrame } from '../components/PageFrame';
import { PagedTable } from '../components/PagedTable';
import { CASINO_MARKET_TYPE, levelColumns, levelPath, totalFooter } from './levels';
import { ProfitCurve } from './ProfitCurve';
import { profitLoss, useProfitLossDates, useProfitLossRows } from './state';

/** `casino`: the /profitloss/{id}/{id}/Casino route, whose market type is in the path itself. */
export default function ProfitLossPage({ casino = false }: { casino?: boolean }): React.JSX.Element {
  const params = useParams();
  const level: ProfitLossLevel = {
    ...(params.eventId ? { eventId: params.eventId } : {}),
    ...(params.eventId && params.matchId ? { matchId: params.matchId } : {}),
    ...(params.eventId && params.matchId && (casino || params.markettype)
      ? { markettype: casino ? CASINO_MARKET_TYPE : params.markettype }
      : {}),
  };
  const key = levelKey(level);
  const depth = depthOf(level);
  const dates = useProfitLossDates();
  const rows = useProfitLossRows(key);
  const query = profitLoss.level(key);

  return (
    <PageFrame
      title="Profit & Loss"
      filters={
        <>
          <DataSourceSelect value={dates.source} onChange={profitLoss.chooseSource} />
          <DateInput label="From" value={dates.from} onChange={profitLoss.setFrom} />
          <DateInput label="To" value={dates.to} onChange={profitLoss.setTo} />
        </>
      }
    >
      <Trail level={level} first={rows.rows[0]} />
      <TableAndCurve>
        <PagedTable
          label="Profit and loss"
          state={rows}
          query={query}
          columns={levelColumns(depth, level)}
          rowKey={(r, i) => `${r.eventId}-${r.matchId ?? ''}-${r.markettype ?? ''}-${r.placeTime ?? ''}-${i}`}
          footer={totalFooter(rows.rows)}
        />
        <ProfitCurve levelKey={key} />
      </TableAndCurve>
    </PageFrame>
  );
}

/** Where the player is, each step a link back up; names come from the rows when they carry them. */
function Trail({ level, first }: { level: ProfitLossLevel; first: ProfitLossRow | undefined }): React.JSX.Element {
  const steps: { label: string; to: string }[] = [{ label: 'All Sports', to: levelPath({}) }];
  if (level.eventId) {
    steps.push({ label: first?.sportsName || level.eventId, to: levelPath({ eventId: level.eventId }) });
  }
  if (level.eventId && level.matchId) {
    steps.push({
      label: first?.eventName || level.matchId,
      to: levelPath({ eventId: level.eventId, matchId: level.matchId }),
    });
  }
  if (level.markettype) steps.push({ label: level.markettype, to: levelPath(level) });

  return (
    <Crumbs aria-label="Profit and loss levels">
      {steps.map((s, i) =>
        i === steps.length - 1 ? (
          <span key={s.to} aria-current="page">
            {s.label}
          </span>
        ) : (
          <Link key={s.to} to={s.to}>
            {s.label}
          </Link>
        ),
      )}
    </Crumbs>
  );
}

/**
 * The table comes first for a screen reader (it holds the exact figures); the curve is drawn above
 * it. Nothing in the curve takes focus, so the order of focus is the order read.
 */
const TableAndCurve = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  & > :last-child {
    order: -1;
  }
`;

const Crumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  font-size: 12.5px;
  color: var(--text-muted);
  & > * + *::before {
    content: '›';
    margin-right: 4px;
    color: var(--text-muted);
  }
  a {
    color: var(--primary);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  html[data-theme='dark'] & a {
    color: color-mix(in srgb, var(--primary) 40%, #ffffff);
  }
  span[aria-current] {
    color: var(--text);
    font-weight: 700;
  }
`;
