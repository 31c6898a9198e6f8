// /casino/{eventId}/{legueId}/{matchId} and /new-casino/...: the game-list entry of matchId picks the table by its name; 2 s of background first.
import { useParams } from 'react-router-dom';
import { gameListTable } from '../../../domain/casinoTables';
import { CASINO_SPLASH_MS } from '../../../domain/constants';
import { gameFeedKey } from '../../../../streams/casino/feed';
import { useCasinoGame, useSplash } from '../../../../streams/casino/page';
import { Background, TableView } from './TableView';

export default function GameListTablePage(): React.JSX.Element {
  const { matchId = '' } = useParams();
  return <GameListTable key={matchId} matchId={matchId} />;
}

function GameListTable({ matchId }: { matchId: string }): React.JSX.Element {
  const game = useCasinoGame(matchId);
  const splash = useSplash(`game|${matchId}`, CASINO_SPLASH_MS);
  const entry = game.state === 'ready' && game.value ? game.value : null;
  const table = entry ? gameListTable(entry.name) : null;
  // An unknown name (or a game the list does not hold) shows only the background.
  if (splash || !entry || !table) return <Background data-testid="casino-background" aria-label="Casino table" />;
  return (
    <TableView
      record={table}
      feedKey={gameFeedKey(table.path)}
      tableId={String(entry.matchId)}
      tableRef={{
        eventId: String(entry.eventId),
        legueId: String(entry.legueId),
        matchId: String(entry.matchId),
        marketId: String(entry.markets[0]?.marketId ?? entry.matchId),
        event: entry.name,
      }}
    />
  );
}
