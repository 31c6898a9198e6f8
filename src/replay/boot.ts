// The player wired into the app (?replay=<tape url>, or a tape opened from the panel): storage restored first, then the app on the tape's clock and answers.
import { ReplayScheduler } from './clock';
import { openTape } from './har';
import { dispatchAction, resolvePath } from './input';
import { loadPage, sitePath, takeResume } from './pageLoad';
import { createPlayer, describeDivergence, type MatchPolicy, type Player } from './player';
import { Playback, type GaveUp } from './playback';
import { readScreen, screenDifferences } from './screen';
import { SANDBOX_KEY, type SandboxStorage } from './sandbox';
import { BASE_URL, CACHE_NAME, CACHED_TAPE, linkNeedsConfirm, mountPanel, readConfig, saveConfig, type ReplayConfig } from './shell';
import { tapeDuration, type Mark, type Tape } from './tape';

/** A tape read from a HAR another tool saved (devtools, Playwright): `importForeignHar` names it so in its header. */
const FOREIGN_HAR = 'HAR from ';
/**
 * Such a HAR holds another browser's network timings, not the app's clock: the first call of a screen whose code
 * loads lazily came when that browser had the code, seconds from when this one has it. Its calls are matched
 * within 3 s of tape time instead of the player's 1.5 s, a call it holds once whenever it comes, and its polls
 * are not counted round by round (player.ts, `foreignTimings`).
 */
const FOREIGN_HAR_TOLERANCE_MS = 3_000;

interface MarkResult {
  name: string;
  at: number;
  differences: string[];
}

export interface ReplaySession {
  tape: Tape;
  config: ReplayConfig;
  player: Player;
  playback: Playback;
  markResults: MarkResult[];
  problems: string[];
  setPolicy: (p: MatchPolicy) => void;
}

async function loadSource(src: string): Promise<string> {
  if (src === 'cache') {
    const hit = await (await caches.open(CACHE_NAME)).match(CACHED_TAPE);
    if (!hit) throw new Error('the tape opened from the panel is no longer stored: open it again');
    return hit.text();
  }
  const res = await fetch(src);
  if (!res.ok) throw new Error(`could not load ${src}: HTTP ${res.status}`);
  return res.text();
}

/** Set (in sessionStorage) for the one load that starts on the tape's storage. */
const RESTORED_KEY = 'qa.replay.restored';

/**
 * Loads the page again on the tape's storage, with `config` for that load. The tape's storage is kept
 * under the tools' own key and becomes the replay's in-memory storage on that load (./sandbox): the
 * player's own keys are not touched.
 */
function reloadOnTapeStorage(tape: Tape, config: ReplayConfig): void {
  const storage: SandboxStorage = { local: tape.header.storage?.local ?? {}, session: tape.header.storage?.session ?? {} };
  sessionStorage.setItem(SANDBOX_KEY, JSON.stringify(storage));
  saveConfig(config);
  sessionStorage.setItem(RESTORED_KEY, '1');
  window.location.reload();
}

/** Runs the app on a tape instead of a back end. A tape that cannot be read is refused in the panel, with its line. */
export async function bootReplay(root: HTMLElement): Promise<void> {
  const config = readConfig()!;
  // A production build starts no replay from an address alone: the player confirms it in the panel.
  if (linkNeedsConfirm()) {
    Object.assign(window, { __qa: { mode: 'replay', ready: false, confirm: true } });
    await mountPanel({ mode: 'confirm', config });
    return;
  }
  let tape: Tape;
  try {
    tape = openTape(await loadSource(config.src), config.name);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    Object.assign(window, { __qa: { mode: 'replay', ready: true, refused: message } });
    await mountPanel({ mode: 'refused', name: config.name, message });
    return;
  }
  // The app's modules read storage (the session) as they are evaluated, which is with the entry
  // (main.tsx imports the app statically so its chunks preload): a load that began on other storage
  // puts the tape's in place and loads again.
  if (sessionStorage.getItem(RESTORED_KEY) !== '1') return reloadOnTapeStorage(tape, config);
  sessionStorage.removeItem(RESTORED_KEY);
  saveConfig({ ...config, at: 0 });
  // A recorded page load (src/replay/pageLoad.ts) goes on where the replay was, on this page.
  const resume = takeResume();
  window.history.replaceState(null, '', sitePath(resume?.path ?? tape.header.url, window.location.origin) ?? '/');

  const [{ setTransport }, { setAppScheduler }] = await Promise.all([import('../../streams/api'), import('../../streams/scheduler')]);
  const scheduler = new ReplayScheduler(Date.parse(tape.header.startedAt));
  setAppScheduler(scheduler, { machines: true });
  const player = createPlayer(tape, {
    scheduler,
    policy: config.policy,
    ...(tape.header.appVersion.startsWith(FOREIGN_HAR) && { toleranceMs: FOREIGN_HAR_TOLERANCE_MS, foreignTimings: true }),
    baseUrl: BASE_URL,
    ...(tape.header.host && { hosts: { replay: window.location.host, recorded: tape.header.host } }),
    ...(resume && { resume: resume.player }),
  });
  setTransport(player.transport);

  const markResults: MarkResult[] = resume?.markResults ?? [];
  const problems: string[] = resume?.problems ?? [];
  const gaveUp: GaveUp[] = resume?.gaveUp ?? [];
  const playback: Playback = new Playback(scheduler, tape, tapeDuration(tape), {
    runAction: (a) => {
      if (a.type === 'load') {
        const path = sitePath(a.value ?? '/', window.location.origin);
        if (path === null) {
          problems.push(`load at ${(a.at / 1000).toFixed(3)} s refused: ${a.value ?? ''} is not on this site`);
          return;
        }
        const p = playback.progress();
        return loadPage({ player: player.state(a.at), path, ...p, markResults, problems, gaveUp }, () => {
          // A seek past the load (config.at, a backwards seek's rebuild) goes on to its time on the new page.
          const target = Math.max(config.at, playback.seekingTo() ?? 0);
          saveConfig({ ...config, at: target > a.at ? target : 0, play: playback.state().playing || config.play });
          sessionStorage.setItem(RESTORED_KEY, '1');
        });
      }
      let problem: string | undefined;
      try {
        problem = dispatchAction(a);
      } catch (err) {
        problem = `${a.type} at ${(a.at / 1000).toFixed(3)} s failed: ${err instanceof Error ? err.message : String(err)}`;
      }
      if (problem) problems.push(problem);
    },
    onMark: (m) => {
      markResults.push({ name: m.name, at: m.at, differences: m.screen ? screenDifferences(m.screen, readScreen()) : [] });
    },
    awaited: (until) => player.awaited(until),
    present: (a) => !a.target || resolvePath(a.target) !== null,
    onGiveUp: (g) => gaveUp.push(g),
    rebuild: (t) => reloadOnTapeStorage(tape, { ...config, at: t, play: false, check: false }),
  });
  const session: ReplaySession = {
    tape,
    config,
    player,
    playback,
    markResults,
    problems,
    setPolicy: (policy) => reloadOnTapeStorage(tape, { ...config, policy, at: scheduler.time, play: false }),
  };
  const markNamed = (name: string): Mark => {
    const m = tape.marks.find((x) => x.name === name);
    if (!m) throw new Error(`no mark '${name}' on the tape (marks: ${tape.marks.map((x) => x.name).join(', ') || 'none'})`);
    return m;
  };
  const api = {
    mode: 'replay',
    ready: false,
    done: false,
    header: tape.header,
    marks: tape.marks,
    state: () => playback.state(),
    play: (speed?: number, until?: number) => playback.play(speed ?? config.speed, until),
    pause: () => playback.pause(),
    step: () => playback.step(),
    seek: (t: number) => playback.seek(t),
    seekMark: (name: string) => playback.seek(markNamed(name).at),
    playToMark: (name: string, speed: number) => playback.play(speed, markNamed(name).at),
    screen: () => readScreen(),
    divergences: () => player.divergences().map(describeDivergence),
    notRecorded: () => player.notRecorded().map((r) => `${(r.at / 1000).toFixed(3)} s ${r.method} ${r.path}`),
    served: () => player.served().length,
    servedLog: () => player.served().map((r) => `${(r.at / 1000).toFixed(3)} s ${r.method} ${r.path} → ${r.status}`),
    markResults,
    problems,
    /** Recorded calls the clock stopped waiting for: '3.210 s GET /path: not made after 5.0 s of waiting'. */
    gaveUp: () => gaveUp.map((g) => `${(g.at / 1000).toFixed(3)} s ${g.route}: not made after ${(g.waitedMs / 1000).toFixed(1)} s of waiting, gave up`),
  };
  Object.assign(window, { __qa: api });

  // The recording's app mounted after the simulated exchange started: its first request is where the
  // replay's app starts, so the polls keep the recorded phase.
  // After a recorded page load, that page's first request.
  const from = resume?.player.at ?? 0;
  scheduler.advanceTo(Math.max(from, (tape.exchanges.find((e) => e.start >= from)?.start ?? from) - 1));
  if (resume) playback.resume(resume);
  // Code the screen at a mark shows (toasts, a player's shell and the open bets panel) loads before the app mounts: it
  // arrives in real time, which a replay at 30x would otherwise outrun.
  const [{ mountApp }, { preloadToasts }, { preloadPlayerShellAndOpenBets }] = await Promise.all([
    import('../app/mount'),
    import('../app/Toasts'),
    import('../features/shell/lazyPlayerShell'),
  ]);
  await Promise.all([preloadToasts(), preloadPlayerShellAndOpenBets()]);
  mountApp(root);
  await mountPanel({ mode: 'replay', session });
  // A time before the app's start (a HAR's first call comes seconds after its page load) lands on the start: seeking back from there would reload for ever.
  if (config.at > 0) await playback.seek(Math.max(config.at, scheduler.time));
  api.ready = true;
  if (config.check) {
    playback.subscribe(() => {
      const s = playback.state();
      if (!s.playing && s.time >= s.duration) api.done = true;
    });
    playback.play(Infinity, playback.duration);
  } else if (config.play) playback.play(config.speed);
}
