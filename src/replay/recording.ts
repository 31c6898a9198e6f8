// The recorder wired into the app: ?record=1 records from the first request, ?qa=1 opens the panel to start later.
import { version as appVersion } from '../../package.json';
import { axiosTransport } from '../api/axiosTransport';
import { setTransport } from '../../streams/api';
import { session } from '../../streams/session';
import { toHar } from './har';
import { captureInput } from './input';
import { createRecorder, type Recorder } from './recorder';
import { readScreen } from './screen';
import { BASE_URL, download, mountPanel, recorderChosen, snapshot } from './shell';
import { serializeTape, type Mark, type Tape, type TapeHeader } from './tape';

export interface RecordingControls {
  recorder: () => Recorder | null;
  start: () => Recorder;
  stop: () => Tape | null;
  mark: (name: string) => Mark | null;
  save: (format: 'ndjson' | 'har') => void;
  subscribe: (fn: () => void) => () => void;
}

function recordingControls(): RecordingControls {
  let recorder: Recorder | null = null;
  let last: Tape | null = null;
  let stopCapture: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((fn) => fn());
  const header = (): Omit<TapeHeader, 'kind' | 'format' | 'version'> => ({
    appVersion: `${appVersion} (${import.meta.env.MODE})`,
    brand: new URLSearchParams(window.location.search).get('mock.brand') ?? window.location.host,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    user: session.current().userDetails?.userName ?? null,
    startedAt: new Date().toISOString(),
    host: window.location.host,
    url: (() => {
      const u = new URL(window.location.href);
      for (const k of [...u.searchParams.keys()]) if (k === 'record' || k === 'qa') u.searchParams.delete(k);
      return u.pathname + u.search;
    })(),
    storage: { local: snapshot(localStorage), session: snapshot(sessionStorage) },
  });
  const controls: RecordingControls = {
    recorder: () => recorder,
    start: () => {
      controls.stop();
      const r = createRecorder({ inner: axiosTransport(), now: () => performance.now(), header: header(), baseUrl: BASE_URL });
      recorder = r;
      r.onChange(changed);
      setTransport(r.transport);
      stopCapture = captureInput(r.action);
      changed();
      return r;
    },
    stop: () => {
      if (!recorder) return last;
      stopCapture?.();
      setTransport(null);
      last = recorder.tape();
      recorder = null;
      changed();
      return last;
    },
    mark: (name) => recorder?.mark(name, readScreen()) ?? null,
    save: (format) => {
      const tape = recorder?.tape() ?? last;
      if (!tape) return;
      const stamp = tape.header.startedAt.replace(/[:.]/g, '-');
      if (format === 'ndjson') download(`tape-${stamp}.ndjson`, serializeTape(tape), 'application/x-ndjson');
      else download(`tape-${stamp}.har`, JSON.stringify(toHar(tape, window.location.origin), null, 1), 'application/json');
    },
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return controls;
}

/**
 * ?record=1 starts recording before the app's first request; ?qa=1 only opens the panel. On a
 * production build either asks first (the panel's 'Start recording' or 'Cancel'), as a replay
 * link does: nothing is recorded until the player chose it.
 */
export function bootRecorder(startNow: boolean): { mountPanel: () => Promise<void> } {
  if (!recorderChosen()) {
    Object.assign(window, { __qa: { mode: 'record', ready: false, confirm: true } });
    return { mountPanel: () => mountPanel({ mode: 'recordConfirm', startNow }) };
  }
  const controls = recordingControls();
  if (startNow) controls.start();
  Object.assign(window, {
    __qa: {
      mode: 'record',
      start: () => void controls.start(),
      mark: (name: string) => controls.mark(name),
      stop: () => {
        const t = controls.stop();
        return t ? serializeTape(t) : null;
      },
      tape: () => {
        const r = controls.recorder();
        return r ? serializeTape(r.tape()) : null;
      },
      screen: () => readScreen(),
    },
  });
  return { mountPanel: () => mountPanel({ mode: 'record', controls }) };
}

