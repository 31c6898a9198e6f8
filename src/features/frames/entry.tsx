// The full-screen frames' own entry (/score, /tv, /casino-video): a page embeds them, so they load
// React and their own views only, never the app (no router, shell, site configuration or session).
// The early script starts it in a built page (src/app/earlyCalls.ts, startFrame); src/main.tsx on
// the dev server. The frame reads its query from the address (frameParams: id, or event_id with sport_id).
import '../../theme/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CasinoVideoFrame from './CasinoVideoFrame';
import { frameAt } from './paths';
import ScoreFrame from './ScoreFrame';
import { frameParams } from './state';
import TvFrame from './TvFrame';

const VIEWS = { score: ScoreFrame, tv: TvFrame, 'casino-video': CasinoVideoFrame } as const;

const which = frameAt(window.location.pathname);
const host = document.getElementById('root');
if (which && host) {
  const View = VIEWS[which];
  createRoot(host).render(
    <StrictMode>
      <View params={frameParams(new URLSearchParams(window.location.search))} />
    </StrictMode>,
  );
}
