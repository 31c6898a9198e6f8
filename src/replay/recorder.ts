// The recorder: a Transport wrapper that appends every exchange to a tape, with marks and the player's input.
import { Observable } from 'rxjs';
import { currentCallTags } from '../api/callTags';
import type { HttpRequest, HttpResponse, Transport } from '../api/transport';
import { tapePath } from './player';
import { REDACTED, redact, TAPE_FORMAT, TAPE_VERSION, type Action, type Exchange, type Mark, type Screen, type Tape, type TapeHeader } from './tape';

/** Request headers worth keeping: the domain and content type; credentials only as '[redacted]'. */
const KEPT_HEADERS = new Set(['d', 'content-type']);
const SECRET_HEADERS = new Set(['user-token', 'authorization', 'cookie']);

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const low = k.toLowerCase();
    if (SECRET_HEADERS.has(low)) out[k] = REDACTED;
    else if (KEPT_HEADERS.has(low)) out[k] = v;
  }
  return out;
}

export interface RecorderOptions {
  /** Where requests really go (axios, or the simulated exchange through it). */
  inner: Transport;
  /** Milliseconds, any origin: the recorder subtracts its start. */
  now: () => number;
  header: Omit<TapeHeader, 'kind' | 'format' | 'version'>;
  baseUrl?: string;
}

export interface Recorder {
  transport: Transport;
  /** Tape time now (ms since the start). */
  time: () => number;
  mark: (name: string, screen?: Screen) => Mark;
  action: (a: Omit<Action, 'kind' | 'at'>) => void;
  /** The tape so far (exchanges still in flight are left out). */
  tape: () => Tape;
  /** Number of finished exchanges. */
  size: () => number;
  onChange: (fn: () => void) => () => void;
}

export function createRecorder(opts: RecorderOptions): Recorder {
  const t0 = opts.now();
  const time = (): number => Math.round(opts.now() - t0);
  const exchanges: Exchange[] = [];
  const marks: Mark[] = [];
  const actions: Action[] = [];
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((fn) => fn());
  let seq = 0;

  const transport: Transport = (req: HttpRequest) => {
    // Read now: the tags are current only while the transport is called.
    const tags = currentCallTags();
    return new Observable<HttpResponse>((subscriber) => {
      const start = time();
      const id = seq;
      seq += 1;
      const base = {
        kind: 'exchange' as const,
        seq: id,
        method: req.method,
        path: tapePath(req.url, opts.baseUrl),
        ...(req.body !== undefined && { requestBody: redact(req.body) }),
        headers: keptHeaders(req.headers),
        start,
        ...(tags.poll && { poll: tags.poll }),
        ...(tags.call && { call: tags.call }),
      };
      let done = false;
      const push = (e: Exchange): void => {
        done = true;
        exchanges.push(e);
        changed();
      };
      const sub = opts.inner(req).subscribe({
        next: (res) => {
          push({ ...base, status: res.status, responseBody: redact(res.body), end: time() });
          subscriber.next(res);
        },
        error: (err: unknown) => {
          push({ ...base, status: 0, end: time(), error: err instanceof Error ? err.message : String(err) });
          subscriber.error(err);
        },
        complete: () => subscriber.complete(),
      });
      return () => {
        // An abandoned request (a poll gated off, a timeout) is on the tape as such.
        if (!done) push({ ...base, status: 0, end: time(), error: 'aborted' });
        sub.unsubscribe();
      };
    });
  };

  return {
    transport,
    time,
    mark: (name, screen) => {
      const m: Mark = { kind: 'mark', name, at: time(), ...(screen && { screen }) };
      marks.push(m);
      changed();
      return m;
    },
    action: (a) => {
      actions.push({ kind: 'action', at: time(), ...a });
      changed();
    },
    tape: () => ({
      header: { kind: 'header', format: TAPE_FORMAT, version: TAPE_VERSION, ...opts.header },
      exchanges: [...exchanges].sort((a, b) => a.start - b.start || a.seq - b.seq),
      marks: [...marks],
      actions: [...actions],
    }),
    size: () => exchanges.length,
    onChange: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
