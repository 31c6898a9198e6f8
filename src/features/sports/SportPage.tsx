// /cricket, /tennis, /soccer and /{sportname-lowercase}: the sport read from the path and the games list, its match lists and competitions.
import { Navigate, useLocation } from 'react-router-dom';
import type { Game } from '../../api/contract';
import { SPORT } from '../../domain/constants';
import { gameForSlug } from '../../../streams/navigation';
import { Spinner } from '../../ui/Spinner';
import { NotFound } from '../../ui/NotFound';
import { CompetitionBrowser } from '../shell/CompetitionBrowser';
import { SportIcon } from '../shell/SportIcon';
import { MatchLists } from './MatchLists';
import { PageHeader, SectionTitle, Stack } from './PageHeader';
import { useAfterMatchList, useSports } from './state';

/** The spec's fixed sport routes resolve before the games list arrives. */
const FIXED: Record<string, { id: string; name: string }> = {
  cricket: { id: SPORT.cricket, name: 'Cricket' },
  soccer: { id: SPORT.soccer, name: 'Soccer' },
  tennis: { id: SPORT.tennis, name: 'Tennis' },
};

/**
 * Nothing moves as the page fills in: the icon's place is held while the games list loads, and the
 * competitions come once the event list above them has answered (under a list still loading they were
 * pushed down as it filled: CLS 0.06 on a phone).
 */
function SportScreen({ id, name, game, iconPending = false }: { id: string; name: string; game?: Game; iconPending?: boolean }): React.JSX.Element {
  const listed = useAfterMatchList(id);
  return (
    <Stack>
      <PageHeader icon={game ? <SportIcon game={game} /> : iconPending ? <span aria-hidden="true" /> : undefined} title={name}>
        In play, today and tomorrow, with live back and lay prices.
      </PageHeader>
      <MatchLists key={id} sportIds={[id]} label={`${name} matches`} />
      {listed && (
        <>
          <SectionTitle>Competitions</SectionTitle>
          <CompetitionBrowser sportId={id} sportName={name} />
        </>
      )}
    </Stack>
  );
}

export default function SportPage(): React.JSX.Element {
  const { pathname } = useLocation();
  const slug = decodeURIComponent(pathname.split('/').filter(Boolean)[0] ?? '').toLowerCase();
  const sports = useSports();
  const fixed = FIXED[slug];
  if (sports.state === 'ready') {
    const game = gameForSlug(sports.value, slug);
    if (game?.eventTypeId === SPORT.casino) return <Navigate to="/casino" replace />;
    if (game) return <SportScreen id={game.eventTypeId} name={game.name} game={game} />;
    // /cricket, /soccer, /tennis are routes of their own even when the games list lacks the sport.
    if (fixed) return <SportScreen id={fixed.id} name={fixed.name} />;
    return <NotFound />;
  }
  if (fixed) return <SportScreen id={fixed.id} name={fixed.name} iconPending={sports.state === 'loading'} />;
  if (sports.state === 'failed') return <NotFound />;
  return (
    <Stack style={{ alignItems: 'center', padding: 40 }}>
      <Spinner label="Loading" />
    </Stack>
  );
}
