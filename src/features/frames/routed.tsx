// The frames as routes of the app's router (routes.tsx): the same views, their query read through the
// router. A frame's own page load never gets here (entry.tsx); an in-app navigation to a frame's path does.
import { useSearchParams } from 'react-router-dom';
import CasinoVideoFrame from './CasinoVideoFrame';
import ScoreFrame from './ScoreFrame';
import { frameParams } from './state';
import TvFrame from './TvFrame';

export function RoutedScoreFrame(): React.JSX.Element {
  const [search] = useSearchParams();
  return <ScoreFrame params={frameParams(search)} />;
}

export function RoutedTvFrame(): React.JSX.Element {
  const [search] = useSearchParams();
  return <TvFrame params={frameParams(search)} />;
}

export function RoutedCasinoVideoFrame(): React.JSX.Element {
  const [search] = useSearchParams();
  return <CasinoVideoFrame params={frameParams(search)} />;
}
