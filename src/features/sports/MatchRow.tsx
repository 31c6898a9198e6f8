// One match of a list: name, start (or In-Play), tv/bm/fancy marks, live best back and lay per column, follow star; a click opens it.
import { memo } from 'react';
import { Link } from '../../ui/links';
import { LIST_COLUMNS, type ListColumn, type ListSide } from '../../../streams/matches';
import { flashPhase } from '../../ui/PriceCell';
import { FollowButton } from './FollowButton';
import { formatStart } from './format';
import { TvIcon } from './icons';
import { LiveBadge } from './LiveBadge';
import { useOpenMatch } from './openMatch';
import { useRowCell, useRowMeta } from './state';

const COLUMN_NAME: Record<ListColumn, 'name1' | 'nameX' | 'name2'> = { '1': 'name1', X: 'nameX', '2': 'name2' };
const SIDE_LABEL: Record<ListSide, string> = { back: 'Back', lay: 'Lay' };

function Price({
  sportId,
  matchId,
  column,
  side,
  runner,
}: {
  sportId: string;
  matchId: string;
  column: ListColumn;
  side: ListSide;
  runner: string;
}): React.JSX.Element {
  const { value, flash } = useRowCell(sportId, matchId, column, side);
  const label = runner ? `${SIDE_LABEL[side]} ${runner} ${value ?? 'none'}` : undefined;
  return (
    <span className="price" data-side={side} data-flash={flashPhase(flash)} data-empty={value === null ? 'on' : undefined} aria-label={label}>
      {value ?? '-'}
    </span>
  );
}

export const MatchRow = memo(function MatchRow({ sportId, matchId }: { sportId: string; matchId: string }) {
  const meta = useRowMeta(sportId, matchId);
  const open = useOpenMatch();
  if (!meta) return null;
  const go = () => open(sportId, matchId, meta.url);
  return (
    <li
      className="row"
      data-inplay={meta.inPlay ? 'on' : undefined}
      data-match={matchId}
      onClick={(e) => {
        // The link and the follow star handle their own clicks; the rest of the row opens the match.
        if ((e.target as HTMLElement).closest('a, button')) return;
        go();
      }}
    >
      <div className="info">
        <Link
          className="event"
          to={meta.url}
          onClick={(e) => {
            e.preventDefault();
            go();
          }}
        >
          {meta.eventName}
        </Link>
        <div className="sub">
          {meta.inPlay ? (
            <LiveBadge className="live" />
          ) : (
            <time dateTime={meta.openDate}>{formatStart(meta.openDate)}</time>
          )}
          {meta.tv && (
            <span className="mark tv" title="Live TV" role="img" aria-label="Live TV">
              <TvIcon />
            </span>
          )}
          {meta.bm && (
            <span className="mark bm" title="Bookmaker" role="img" aria-label="Bookmaker">
              BM
            </span>
          )}
          {meta.fancy && (
            <span className="mark fancy" title="Fancy" role="img" aria-label="Fancy">
              F
            </span>
          )}
        </div>
      </div>
      {LIST_COLUMNS.map((column) => (
        <div className="pair" data-col={column} key={column}>
          <Price sportId={sportId} matchId={matchId} column={column} side="back" runner={meta[COLUMN_NAME[column]]} />
          <Price sportId={sportId} matchId={matchId} column={column} side="lay" runner={meta[COLUMN_NAME[column]]} />
        </div>
      ))}
      <div className="follow">
        {meta.followMarketId && (
          <FollowButton
            market={{
              marketId: meta.followMarketId,
              marketName: meta.followMarketName,
              eventId: meta.sportId,
              legueId: meta.competitionId,
              matchId: meta.matchId,
              eventName: meta.eventName,
              openDate: meta.openDate,
            }}
          />
        )}
      </div>
    </li>
  );
});
