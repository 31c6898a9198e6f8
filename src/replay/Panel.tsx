// The QA panel: record (start, stop, marks, save NDJSON or HAR, open a tape) or replay (play, pause, step, seek, speed, marks, divergences).
import { useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import type { MatchPolicy } from './player';
import { SPEEDS } from './playback';
import type { ReplaySession } from './boot';
import type { RecordingControls } from './recording';
import { chooseRecording, confirmLink, declineRecording, exitReplay, replayFile, type ReplayConfig } from './shell';

export type QaPanelProps =
  | { mode: 'record'; controls: RecordingControls }
  | { mode: 'replay'; session: ReplaySession }
  | { mode: 'refused'; name: string; message: string }
  | { mode: 'confirm'; config: ReplayConfig }
  /** A production build's ?record=1 (startNow) or ?qa=1, before the player chose to record. */
  | { mode: 'recordConfirm'; startNow: boolean };

/** What the player agrees to before a production build records (docs/replay.md, docs/security.md). */
const RECORD_NOTICE =
  "A recording keeps what this site shows and sends you (balance, bets, open bets), what you click and type, and what this browser keeps for the site, until you stop it. Passwords, tokens and one-time codes are kept as [redacted], and nothing leaves this browser unless you save the recording.";

/** Said plainly on every replay: what the page shows is a recording. */
const REPLAY_NOTICE = 'Replaying a recording: this is not the live site. Nothing is sent to the exchange, and your own session comes back when you exit the replay.';

/** Phones: above the bottom navigation, details folded until asked for. */
const narrow = (): boolean => typeof window !== 'undefined' && window.innerWidth < 700;

const box: CSSProperties = {
  position: 'fixed',
  right: 12,
  bottom: narrow() ? 72 : 12,
  zIndex: 2147483001,
  width: 340,
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: 10,
  borderRadius: 10,
  background: 'rgba(15, 23, 42, 0.96)',
  color: '#e2e8f0',
  border: '1px solid #334155',
  boxShadow: '0 8px 24px rgba(0,0,0,.35)',
  font: '12px/1.4 system-ui, sans-serif',
};
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap', margin: '6px 0' };
const btn: CSSProperties = {
  padding: '3px 8px',
  borderRadius: 6,
  border: '1px solid #475569',
  background: '#1e293b',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
};
const list: CSSProperties = { margin: '4px 0', padding: '0 0 0 14px', maxHeight: 120, overflowY: 'auto' };
const warn: CSSProperties = { color: '#fca5a5' };
const title: CSSProperties = { fontWeight: 700, color: '#fbbf24' };

const formatTime = (ms: number): string => {
  const s = Math.max(0, ms) / 1000;
  const m = Math.floor(s / 60);
  return `${m}:${(s - m * 60).toFixed(1).padStart(4, '0')}`;
};

function useTick(subscribe: (fn: () => void) => () => void): void {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => subscribe(bump), [subscribe]);
}

function OpenTape(): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  return (
    <>
      <button type="button" style={btn} onClick={() => input.current?.click()}>
        Open tape…
      </button>
      <input
        ref={input}
        type="file"
        accept=".ndjson,.har,.json"
        hidden
        aria-label="Tape file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) replayFile(file).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
        }}
      />
      {error && (
        <div role="alert" style={warn}>
          {error}
        </div>
      )}
    </>
  );
}

/** Downloads the tape being recorded, or the last one stopped. */
function SaveButtons({ controls }: { controls: RecordingControls }): React.JSX.Element {
  return (
    <>
      <button type="button" style={btn} onClick={() => controls.save('ndjson')}>
        Save NDJSON
      </button>
      <button type="button" style={btn} onClick={() => controls.save('har')}>
        Save HAR
      </button>
    </>
  );
}

function RecordPanel({ controls }: { controls: RecordingControls }): React.JSX.Element {
  useTick(controls.subscribe);
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const id = setInterval(bump, 500); // the elapsed time only; the tools' own clock, not the app's
    return () => clearInterval(id);
  }, []);
  const r = controls.recorder();
  const [markName, setMarkName] = useState('');
  return (
    <section style={box} aria-label="QA recorder">
      <div style={title}>QA · recorder</div>
      {r ? (
        <>
          <div style={row} role="status" aria-label="Recording">
            <span style={{ color: '#f87171' }}>● REC</span> {formatTime(r.time())} · {r.size()} exchanges · {r.tape().marks.length} marks
          </div>
          <div style={row}>
            <input
              style={{ ...btn, width: 140, cursor: 'text' }}
              placeholder="mark name"
              aria-label="Mark name"
              value={markName}
              onChange={(e) => setMarkName(e.target.value)}
            />
            <button
              type="button"
              style={btn}
              onClick={() => {
                controls.mark(markName.trim() || `mark ${r.tape().marks.length + 1}`);
                setMarkName('');
              }}
            >
              Add mark
            </button>
          </div>
          <div style={row}>
            <button type="button" style={btn} onClick={() => controls.stop()}>
              Stop
            </button>
            <SaveButtons controls={controls} />
          </div>
        </>
      ) : (
        <div style={row}>
          <button type="button" style={btn} onClick={() => controls.start()}>
            Start recording
          </button>
          <SaveButtons controls={controls} />
          <OpenTape />
        </div>
      )}
    </section>
  );
}

function ReplayPanel({ session }: { session: ReplaySession }): React.JSX.Element {
  const { playback, player, tape, config } = session;
  useTick((fn) => playback.subscribe(fn));
  const s = playback.state();
  const [open, setOpen] = useState(!narrow());
  const divergences = player.divergences();
  const notRecorded = player.notRecorded();
  const badMarks = session.markResults.filter((m) => m.differences.length > 0);
  return (
    <section style={box} aria-label="Replay player">
      <div style={{ ...row, justifyContent: 'space-between', margin: 0 }}>
        <span style={title}>QA · replay {config.name}</span>
        <button type="button" style={btn} onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Less' : 'More'}
        </button>
      </div>
      <p role="status" style={{ ...warn, margin: '6px 0' }}>
        {REPLAY_NOTICE}
      </p>
      <div style={row}>
        <button type="button" style={btn} onClick={() => (s.playing ? playback.pause() : playback.play())}>
          {s.playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" style={btn} onClick={() => void playback.step()}>
          Step
        </button>
        <label>
          Speed{' '}
          <select
            style={btn}
            aria-label="Speed"
            value={s.speed}
            onChange={(e) => playback.setSpeed(Number(e.target.value))}
          >
            {SPEEDS.map((v) => (
              <option key={v} value={v}>
                {v}x
              </option>
            ))}
          </select>
        </label>
        <span aria-label="Tape time">
          {formatTime(s.time)} / {formatTime(s.duration)}
        </span>
      </div>
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={Math.ceil(s.duration)}
        step={100}
        value={Math.min(s.time, s.duration)}
        onChange={(e) => void playback.seek(Number(e.target.value))}
        style={{ width: '100%' }}
      />
      {open && (
        <>
          <div style={row}>
            <label>
              Answers{' '}
              <select style={btn} aria-label="Policy" value={player.policy} onChange={(e) => session.setPolicy(e.target.value as MatchPolicy)}>
                <option value="time">by time</option>
                <option value="sequence">in sequence</option>
              </select>
            </label>
            <button type="button" style={btn} onClick={exitReplay}>
              Exit replay
            </button>
            <OpenTape />
          </div>
          <div>
            {tape.header.brand} · {tape.header.user ?? 'logged out'} · {tape.header.startedAt} · {tape.header.viewport.width}×{tape.header.viewport.height}
          </div>
          {tape.marks.length > 0 && (
            <div style={row} aria-label="Marks">
              {tape.marks.map((m) => (
                <button key={`${m.name}@${m.at}`} type="button" style={btn} onClick={() => void playback.seek(m.at)}>
                  {m.name} {formatTime(m.at)}
                </button>
              ))}
            </div>
          )}
          <div aria-label="Not recorded" style={notRecorded.length ? warn : undefined}>
            Not recorded: {notRecorded.length}
            {notRecorded.length > 0 && (
              <ul style={list}>
                {notRecorded.slice(-20).map((r, i) => (
                  <li key={i}>
                    {formatTime(r.at)} {r.method} {r.path}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div aria-label="Divergences" style={divergences.length ? warn : undefined}>
            Divergences: {divergences.length}
            {divergences.length > 0 && (
              <ul style={list}>
                {divergences.slice(0, 50).map((d, i) => (
                  <li key={i}>
                    {formatTime(d.at)} {d.kind} {d.method} {d.path}: {d.detail}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {(badMarks.length > 0 || session.problems.length > 0) && (
            <ul style={{ ...list, ...warn }} aria-label="Screen differences">
              {badMarks.map((m) => (
                <li key={m.name}>
                  at mark {m.name}: {m.differences.join('; ')}
                </li>
              ))}
              {session.problems.map((p, i) => (
                <li key={`p${i}`}>{p}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function QaPanel(props: QaPanelProps): React.JSX.Element {
  if (props.mode === 'record') return <RecordPanel controls={props.controls} />;
  if (props.mode === 'replay') return <ReplayPanel session={props.session} />;
  if (props.mode === 'recordConfirm')
    return (
      <section style={box} aria-label="QA recorder" role="alertdialog" aria-describedby="qa-record-confirm">
        <div style={title}>QA · record this session?</div>
        <p id="qa-record-confirm">
          This address asks to {props.startNow ? 'record this session' : 'open the QA recorder'}. {RECORD_NOTICE}
        </p>
        <div style={row}>
          <button type="button" style={btn} onClick={chooseRecording}>
            {props.startNow ? 'Start recording' : 'Open the recorder'}
          </button>
          <button type="button" style={btn} onClick={declineRecording}>
            Cancel
          </button>
        </div>
      </section>
    );
  if (props.mode === 'confirm') {
    const { config } = props;
    return (
      <section style={box} aria-label="Replay player" role="alertdialog" aria-describedby="qa-replay-confirm">
        <div style={title}>QA · replay a recording?</div>
        <p id="qa-replay-confirm">
          This address asks to replay the recording {config.name} ({config.src}). A replay shows a recording, not the live site:
          nothing is sent to the exchange, and your own session is kept aside until you exit the replay.
        </p>
        <div style={row}>
          <button type="button" style={btn} onClick={() => confirmLink(config)}>
            Replay this recording
          </button>
          <button type="button" style={btn} onClick={exitReplay}>
            Cancel
          </button>
        </div>
      </section>
    );
  }
  return (
    <section style={box} aria-label="Replay player" role="alert">
      <div style={title}>QA · replay refused</div>
      <p style={warn}>
        {props.name}: {props.message}
      </p>
      <div style={row}>
        <button type="button" style={btn} onClick={exitReplay}>
          Exit replay
        </button>
        <OpenTape />
      </div>
    </section>
  );
}
