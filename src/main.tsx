// Boots the client: starts the embedded simulated exchange unless VITE_API_BASE names a real operator.
// First: a replaying tab runs on the tape's storage in memory, never on the player's (src/replay/sandbox.ts).
import './replay/sandboxEntry';
import './theme/global';
// Static, so the app's chunks are in the HTML's module preloads and load beside this one.
import { mountApp } from './app/mount';
import { nextTask } from './api/nextTask';
import { frameAt } from './features/frames/paths';
import { isInspectorKey } from './inspector/key';

/** The knob panel shows on the dev server, and in a build when asked for with `?mock.panel=1`. */
const wantsDevPanel = (): boolean =>
  import.meta.env.DEV || new URLSearchParams(window.location.search).get('mock.panel') === '1';

/**
 * Development only: presses of the machine inspector's key (Alt+Shift+I) made before its code has loaded, counted
 * from the first moment, so that a press during a slow start still opens it (src/inspector/panel.tsx).
 */
function countEarlyInspectorPresses(): { stop: () => number } {
  let presses = 0;
  const onKey = (e: KeyboardEvent) => {
    if (isInspectorKey(e)) presses += 1;
  };
  window.addEventListener('keydown', onKey);
  return {
    stop: () => {
      window.removeEventListener('keydown', onKey);
      return presses;
    },
  };
}
const earlyInspectorPresses = import.meta.env.DEV ? countEarlyInspectorPresses() : null;

async function mountDevPanel(): Promise<void> {
  const [{ createRoot }, { DevPanel }] = await Promise.all([
    import('react-dom/client'),
    import('./mocks/DevPanel'),
  ]);
  const host = document.createElement('div');
  host.id = 'mock-dev-panel';
  document.body.appendChild(host);
  createRoot(host).render(<DevPanel />);
}


/**
 * The document parsed: the early script adds this module from the HTML's head (src/app/earlyCalls.ts,
 * startApp), and a fast answer can run it before the body's #root is there.
 */
const domParsed = (): Promise<void> =>
  document.readyState === 'loading' ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();

async function boot(): Promise<void> {
  // A task of its own for the app's start: evaluating the app's chunk is one long task already (about
  // 30 ms on a fast machine, four times that on a slow phone), and starting the app inside it too would
  // block the page twice as long at a stretch (Lighthouse's TBT, docs/performance.md).
  await Promise.all([nextTask(), domParsed()]);
  // A frame's page (/score, /tv, /casino-video) shows the frame alone. A build's early script starts the
  // frame's entry instead of this one; this is for the dev server, or a build whose HTML names no frame entry.
  if (frameAt(window.location.pathname)) {
    await import('./features/frames/entry');
    return;
  }
  // QA record and replay (src/replay), loaded only when the URL or this tab asks for it.
  const qa = /[?&](replay|record|qa)=/.test(window.location.search) || sessionStorage.getItem('qa.replay') ? await import('./replay/qa') : null;
  const started = qa && (await qa.startQa(document.getElementById('root')!));
  if (started === 'replay') return;
  const simulated = !import.meta.env.VITE_API_BASE;
  if (simulated) {
    // Loaded on demand so a build pointed at a real operator ships none of it.
    const { startSimulatedExchange } = await import('./mocks/browser');
    await startSimulatedExchange();
  }
  mountApp(document.getElementById('root')!);
  if (simulated && wantsDevPanel()) void mountDevPanel();
  // The machine inspector exists only in development: a production build drops this import and all it pulls in.
  if (import.meta.env.DEV) void import('./inspector/panel').then((m) => m.installInspectorPanel({ earlyPresses: earlyInspectorPresses?.stop() ?? 0 }));
  if (started) void started.mountPanel();
}

void boot();
