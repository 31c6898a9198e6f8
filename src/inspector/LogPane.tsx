// The inspector's bottom pane: the selected actor's step log, filtered, with the controls of read-only time travel.
import { useEffect, useRef, useState } from 'react';
import { clockTime } from './labels';
import type { ActorRecord, Step } from './store';
import type { InspectorSelection } from './useInspectorSelection';

const short = (path: string) => path;

function LogRow({ step, selected, onSelect, actors, self }: { step: Step; selected: boolean; onSelect: () => void; actors: Map<string, ActorRecord>; self: ActorRecord }): React.JSX.Element {
  const same = step.from.join() === step.to.join();
  const sys = step.eventType.startsWith('xstate.');
  const from = step.source ? actors.get(`${self.app}/${step.source}`) : undefined;
  const sender = !step.source ? '' : step.source === self.info.sessionId ? 'self (timer)' : from ? `${from.info.machineId ?? from.info.kind} ${from.info.id}` : step.source;
  return (
    <tr aria-selected={selected} onClick={onSelect} data-step={step.n} data-event={step.eventType}>
      <td className="num">{step.n}</td>
      <td className="time xi-mono">{clockTime(step.at)}</td>
      <td className={`ev xi-mono${sys ? ' sys' : ''}`}>
        {step.eventLabel}
        {step.delay ? (
          <span className="delay" data-testid="step-delay">
            {' '}
            · {step.delay.ms} ms
          </span>
        ) : null}
      </td>
      <td className="path xi-mono" data-testid="step-path">
        {same ? (
          <span className="same">↺ {step.to.map(short).join(', ')}</span>
        ) : (
          <>
            {step.from.map(short).join(', ') || '—'} → <b>{step.to.map(short).join(', ')}</b>
          </>
        )}
      </td>
      <td className="path xi-mono hide-narrow">{sender || '—'}</td>
    </tr>
  );
}

export function LogPane({ sel }: { sel: InspectorSelection }): React.JSX.Element {
  const { byKey, record, steps, viewed, live, stepTo, backToLive, currentN } = sel;
  const [filter, setFilter] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  const needle = filter.trim().toLowerCase();
  const shown = needle ? steps.filter((s) => `${s.eventLabel} ${s.eventType} ${s.from.join()} ${s.to.join()}`.toLowerCase().includes(needle)) : steps;

  // Live, the newest step stays in view as steps arrive and when another actor is picked; not while the pointer
  // is over the log, where a row scrolling away under it would turn a click on a past step into a click on another.
  const newest = steps.at(-1)?.n ?? 0;
  const [pointerIn, setPointerIn] = useState(false);
  const followKey = live && !pointerIn ? `${record?.key}#${newest}` : null;
  useEffect(() => {
    const el = logRef.current;
    if (followKey !== null && el) el.scrollTop = el.scrollHeight;
  }, [followKey]);

  return (
    <section className="xi-log" aria-label="Event log">
      <div className="xi-logbar">
        <button type="button" className="xi-btn xi-icon" aria-label="Step back" disabled={steps.length === 0 || currentN <= (steps[0]?.n ?? 0)} onClick={() => stepTo(currentN - 1)}>
          ◀
        </button>
        <button type="button" className="xi-btn xi-icon" aria-label="Step forward" disabled={live} onClick={() => stepTo(currentN + 1)}>
          ▶
        </button>
        <button type="button" className="xi-btn" aria-pressed={live} onClick={backToLive} disabled={live}>
          ● Live
        </button>
        <input
          type="range"
          aria-label="Time travel"
          min={steps[0]?.n ?? 0}
          max={steps.at(-1)?.n ?? 0}
          value={currentN}
          disabled={steps.length < 2}
          onChange={(e) => stepTo(Number(e.target.value))}
        />
        <input type="search" placeholder="Filter events" aria-label="Filter events" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <div className="xi-logscroll" ref={logRef} onPointerEnter={() => setPointerIn(true)} onPointerLeave={() => setPointerIn(false)}>
        <table className="xi-table" data-testid="inspector-log">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>Time</th>
              <th>Event</th>
              <th>Source → target state</th>
              <th className="hide-narrow">Sender</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <LogRow key={s.n} step={s} selected={viewed?.n === s.n && !live} onSelect={() => stepTo(s.n)} actors={byKey} self={record!} />
            ))}
          </tbody>
        </table>
        {steps.length === 0 ? <p className="xi-note" style={{ padding: '8px 12px' }}>{record ? 'No step logged since the inspector opened. Use the app: each event the actor takes appears here.' : 'Pick a live actor to see its events.'}</p> : null}
      </div>
    </section>
  );
}
