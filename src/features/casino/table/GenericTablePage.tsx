// /play-casino-new/{eventId}/{casinoType}: a 1.4 s splash, then the table of that type, or 'This Casino Table will be launched soon.'.
import { styled } from '@linaria/react';
import { useParams } from 'react-router-dom';
import { LAUNCH_SOON_MESSAGE } from '../../../domain/casino';
import { genericTable } from '../../../domain/casinoTables';
import { GENERIC_CASINO_SPLASH_MS } from '../../../domain/constants';
import { genericFeedKey } from '../../../../streams/casino/feed';
import { useSplash } from '../../../../streams/casino/page';
import { Background, TableView } from './TableView';

export default function GenericTablePage(): React.JSX.Element {
  const { eventId = '', casinoType = '' } = useParams();
  return <GenericTable key={`${eventId}|${casinoType}`} eventId={eventId} casinoType={casinoType} />;
}

function GenericTable({ eventId, casinoType }: { eventId: string; casinoType: string }): React.JSX.Element {
  const splash = useSplash(`generic|${eventId}|${casinoType}`, GENERIC_CASINO_SPLASH_MS);
  if (splash) return <Background data-testid="casino-splash">Live Casino</Background>;
  const record = genericTable(casinoType);
  if (!record) return <Soon role="status">{LAUNCH_SOON_MESSAGE}</Soon>;
  // The launcher's route names no league or match: its bets carry the casinoType for both, so the
  // table's bets list and the Exposure Detail link find their way back here.
  return (
    <TableView
      record={record}
      feedKey={genericFeedKey(casinoType, eventId)}
      tableId={casinoType}
      tableRef={{ eventId, legueId: casinoType, matchId: casinoType, marketId: `${eventId}.${casinoType}`, event: record.title }}
    />
  );
}

const Soon = styled.p`
  margin: 40px auto;
  max-width: 520px;
  padding: 24px;
  text-align: center;
  font-size: 16px;
  font-weight: 600;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
`;
