// The two page frames: the main layout (header, second bar, side panels, footer, toggle) and the bare full-screen frame.
import { styled } from '@linaria/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginModalSlot } from '../features/auth/LazyLogin';
import { BottomNav } from '../features/shell/BottomNav';
import { Footer } from '../features/shell/Footer';
import { Header } from '../features/shell/Header';
import { PlayerNews } from '../features/shell/lazyPlayerShell';
import { OpenBetsPanel } from '../features/shell/OpenBetsPanel';
import { SportsMenu } from '../features/shell/SportsMenu';
import { ThemeToggle } from '../features/shell/ThemeToggle';
import { TopNav } from '../features/shell/TopNav';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { useMediaQuery } from '../ui/useMediaQuery';
import { ErrorView } from './ErrorScreen';
import { ShellSkeleton } from './ShellSkeleton';
import { useIsLoggedIn } from '../features/shared/sessionHooks';
import { DomainConfigContext, useDomainConfigIfKnown, useDomainState } from '../features/shared/domainConfig';

/**
 * The root route. A visitor's screens paint before the domain configuration arrives, with brand
 * defaults (no logo or title yet) and the calls they need already on their way: nothing they show
 * waits on it. A logged-in player's shell polls balance and exposure, whose calls carry the
 * domain's _id, so it shows the skeleton until the configuration is there.
 */
export function AppRoot(): React.JSX.Element {
  const domain = useDomainState();
  const loggedIn = useIsLoggedIn();
  if (domain.state === 'loading' && loggedIn) return <ShellSkeleton />;
  if (domain.state === 'failed') return <ErrorView message={domain.message} />;
  return (
    <DomainConfigContext.Provider value={domain.state === 'ready' ? domain.config : null}>
      <Outlet />
    </DomainConfigContext.Provider>
  );
}

// The side columns' breakpoints (Columns below): under them a column is not drawn, so it is not rendered
// either, and a phone's first screen does none of its work (its streams stay unsubscribed).
const LEFT_COLUMN = '(min-width: 1025px)';
const RIGHT_COLUMN = '(min-width: 1325px)';

export function MainLayout(): React.JSX.Element {
  const config = useDomainConfigIfKnown();
  const left = useMediaQuery(LEFT_COLUMN);
  const right = useMediaQuery(RIGHT_COLUMN);
  return (
    <Shell>
      <Header config={config} />
      <TopNav />
      <PlayerNewsStrip />
      <Columns>
        <aside className="left" aria-label="Sports menu">
          {left && <SportsMenu />}
        </aside>
        <main>
          {/* At least a window tall: the footer starts below the fold, so lists arriving never push it on screen. */}
          <div className="screen">
            <Suspense fallback={<LoadingOverlay />}>
              <Outlet />
            </Suspense>
          </div>
          <Footer title={config?.title ?? ''} />
        </main>
        <div className="right">{right && <OpenBetsPanel />}</div>
      </Columns>
      <BottomNav />
      <ThemeToggle />
      <LoginModalSlot />
    </Shell>
  );
}

/** A player's news strip (lazyPlayerShell.tsx); its place is held while its code loads after a login. */
function PlayerNewsStrip(): React.JSX.Element | null {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={<NewsPlace />}>
      <PlayerNews />
    </Suspense>
  );
}

/** /casino-video, /tv, /score: nothing but the frame. */
export function FrameLayout(): React.JSX.Element {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Outlet />
    </Suspense>
  );
}

/** The news strip's height (NewsTicker.tsx' Ticker, its border included). */
const NewsPlace = styled.div`
  height: 28px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
`;

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;

  @media (max-width: 1024px) {
    padding-bottom: 64px;
  }
  html[data-layout='aura'] & {
    @media (max-width: 1024px) {
      padding-bottom: 80px;
    }
  }
`;

const Columns = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr) 300px;
  align-items: start;
  gap: 10px;
  width: 100%;
  max-width: 1680px;
  margin: 0 auto;
  padding: 10px;

  .left,
  .right {
    position: sticky;
    top: calc(var(--header-h) + 48px);
    max-height: calc(100vh - var(--header-h) - 58px);
    overflow-y: auto;
    scrollbar-width: thin;
  }
  main {
    min-width: 0;
  }
  main > .screen {
    min-height: calc(100vh - var(--header-h));
    /* A screen's first margin stays inside it: a placeholder with a top margin (a casino table's felt) replaced
       by a page without one would otherwise move the whole screen up (CLS). */
    display: flow-root;
  }

  html[data-layout='aura'] & {
    gap: 16px;
    padding: 16px;
  }
  html[data-layout='tamannahSquare'] & {
    gap: 0;
    padding: 0;
    max-width: none;
  }
  html[data-layout='tamannahSquare'] & main {
    padding: 10px;
  }

  @media (max-width: 1324px) {
    grid-template-columns: 220px minmax(0, 1fr);
    .right {
      display: none;
    }
  }
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
    padding: 8px;
    .left {
      display: none;
    }
  }
`;
