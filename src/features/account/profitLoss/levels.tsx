// What each profit-and-loss level shows and where its rows lead: sport -> match -> market type -> bets (casino tables skip the market level).
import { Link } from '../../../ui/links';
import type { ProfitLossRow } from '../../../api/contract';
import { SPORT } from '../../../domain/constants';
import { formatAmount } from '../../../domain/format';
import { sumProfitLoss } from '../../../domain/profitCurve';
import type { Column } from '../../../ui/Table';
import type { ProfitLossDepth, ProfitLossLevel } from '../../../../streams/account/profitLoss';
import { oddsText } from '../betHistory/columns';
import { DateTime, ProfitLoss, SideTag } from '../components/cells';

export const CASINO_MARKET_TYPE = 'Casino';

const seg = (s: string) => encodeURIComponent(s);

/** The page of a level. */
export function levelPath(level: ProfitLossLevel): string {
  const parts = ['/profitloss'];
  if (level.eventId) parts.push(seg(level.eventId));
  if (level.eventId && level.matchId) parts.push(seg(level.matchId));
  if (level.eventId && level.matchId && level.markettype) parts.push(seg(level.markettype));
  return parts.join('/');
}

/**
 * Where a row of the given level leads. A casino table has a single market type (Casino), so its
 * row goes straight to the round bets: /profitloss/113/{matchId}/Casino.
 */
function rowTarget(depth: ProfitLossDepth, level: ProfitLossLevel, row: ProfitLossRow): string | null {
  switch (depth) {
    case 'sport':
      return levelPath({ eventId: row.eventId });
    case 'match': {
      const eventId = level.eventId ?? row.eventId;
      const matchId = row.matchId;
      if (!matchId) return null;
      return eventId === SPORT.casino
        ? levelPath({ eventId, matchId, markettype: CASINO_MARKET_TYPE })
        : levelPath({ eventId, matchId });
    }
    case 'market':
      return row.markettype && level.eventId && level.matchId
        ? levelPath({ eventId: level.eventId, matchId: level.matchId, markettype: row.markettype })
        : null;
    case 'bet':
      return null;
  }
}

const linked = (depth: ProfitLossDepth, level: ProfitLossLevel, text: (r: ProfitLossRow) => string) =>
  function LinkedCell(r: ProfitLossRow): React.ReactNode {
    const to = rowTarget(depth, level, r);
    return to ? <Link to={to}>{text(r)}</Link> : text(r);
  };

const profitLossColumn: Column<ProfitLossRow> = {
  id: 'profitloss',
  header: 'Profit & Loss',
  align: 'right',
  nowrap: true,
  cell: (r) => <ProfitLoss value={r.profitloss} />,
};

export function levelColumns(depth: ProfitLossDepth, level: ProfitLossLevel): readonly Column<ProfitLossRow>[] {
  switch (depth) {
    case 'sport':
      return [{ id: 'name', header: 'Sport Name', cell: linked(depth, level, (r) => r.sportsName) }, profitLossColumn];
    case 'match':
      return [
        { id: 'name', header: 'Event Name', cell: linked(depth, level, (r) => r.eventName ?? r.matchId ?? '-') },
        profitLossColumn,
      ];
    case 'market':
      return [
        { id: 'name', header: 'Market Type', cell: linked(depth, level, (r) => r.markettype ?? '-') },
        profitLossColumn,
      ];
    case 'bet':
      return [
        { id: 'name', header: 'Selection', cell: (r) => r.selection ?? '-' },
        { id: 'type', header: 'Type', align: 'center', cell: (r) => <SideTag side={r.type} /> },
        { id: 'odds', header: 'Odds', align: 'right', nowrap: true, cell: (r) => oddsText(r) },
        {
          id: 'stake',
          header: 'Stake',
          align: 'right',
          nowrap: true,
          cell: (r) => (r.stake !== undefined ? formatAmount(r.stake) : '-'),
        },
        { id: 'placeTime', header: 'Place Time', nowrap: true, cell: (r) => <DateTime iso={r.placeTime} stacked /> },
        { id: 'settledAt', header: 'Settle Time', nowrap: true, cell: (r) => <DateTime iso={r.settledAt} stacked /> },
        profitLossColumn,
      ];
  }
}

/** The rows' total, under the Profit & Loss column: summed as the curve sums its days, so both read the same figure. */
export function totalFooter(rows: readonly ProfitLossRow[]): Record<string, React.ReactNode> {
  const total = sumProfitLoss(rows);
  return { name: 'Total', profitloss: <ProfitLoss value={total} /> };
}
