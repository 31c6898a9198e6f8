// Stand-in screens for routes whose screens later releases build (market, casino, horse, frames, lists).
// Each is reached through a lazy route, so a later release swaps the import for its real screen.
import { useLocation, useParams } from 'react-router-dom';
import { InterimScreen } from './InterimScreen';


export function CasinoLobbyInterim(): React.JSX.Element {
  return (
    <InterimScreen
      title="Casino"
      purpose="The live casino lobby."
      willShow={[
        'Provider tabs: UNIVERSAL, ROYAL GAMING, EZUGI, EVOLUTION, VIVO GAMING, SPRIBE, TURBO, SEXY, SUPERNOWA, SUPERSPADE',
        'A card grid of tables; playable tables first, Coming Soon last',
        'Each card opens its live table',
      ]}
    />
  );
}

export function CasinoTableInterim(): React.JSX.Element {
  const { eventId, legueId, matchId } = useParams();
  return (
    <InterimScreen
      title="Casino table"
      purpose="A live casino table from the game list."
      details={[
        ['Event', eventId],
        ['League', legueId],
        ['Table', matchId],
      ]}
      willShow={[
        'The live video with the round id and a 25 s countdown ring',
        'The outcomes with their odds and your running profit or loss per outcome',
        'The stake chips and the bet slip (stakes 100 to 5000)',
        'The Recent Result strip; a result opens its cards',
      ]}
    />
  );
}

export function GenericCasinoListInterim(): React.JSX.Element {
  return (
    <InterimScreen
      title="Casino tables"
      purpose="The generic casino list: every table by name."
      willShow={['The names of the generic tables', 'A click opens the table launcher']}
    />
  );
}

export function GenericCasinoTableInterim(): React.JSX.Element {
  const { eventId, casinoType } = useParams();
  return (
    <InterimScreen
      title="Casino table launcher"
      purpose="Launches a generic casino table by its type."
      details={[
        ['Event', eventId],
        ['Table type', casinoType],
      ]}
      willShow={[
        'A 1.4 s splash, then the table for its type (teen20, lucky7, dt20, card32, poker20, baccarat ...)',
        '"This Casino Table will be launched soon." for a type without a table yet',
      ]}
    />
  );
}

export function PlayVideoInterim(): React.JSX.Element {
  const location = useLocation();
  const state = location.state as { url?: unknown } | null;
  return (
    <InterimScreen
      title="Video"
      purpose="Plays a table's video chosen from the static list of 20-20 Dragon Tiger 2 and 20-20 Poker."
      details={[['Video', typeof state?.url === 'string' ? state.url : null]]}
      willShow={['The video player for the chosen table']}
    />
  );
}

/** /test: the spec lists the route and leaves its content unspecified. */
export function TestPage(): React.JSX.Element {
  return (
    <InterimScreen
      title="Test"
      purpose="A route the specification lists without content."
      willShow={['Nothing is specified for this page.']}
    />
  );
}
