// The inspector: live actors, the chosen one's statechart with its active states and last transition, its context, the step log with read-only time travel, and events sent by hand.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { describeMachine, type MachineGraph } from '../../machines/tools/graph';
import type { Plain, PlainSnapshot, ScheduledInfo } from '../../machines/tools/inspectionProtocol';
import { MACHINES } from '../../machines/tools/registry';
import { ChartView } from './ChartView';
import { Tree } from './ContextTree';
import { loadCoverage } from './coverageOverlay';
import { createInspectorStore, type ActorRecord, type InspectorStore, type Step } from './store';

type Selection = { kind: 'actor'; key: string } | { kind: 'machine'; id: string } | null;
type DetailTab = 'context' | 'event' | 'send';

const NO_STEPS: Step[] = [];

export interface InspectorAppProps {
  mode: 'panel' | 'page';
  onClose?: () => void;
  onPopOut?: () => void;
  tall?: boolean;
  onToggleTall?: () => void;
  /** Injected in tests; the BroadcastChannel store otherwise. */
  store?: InspectorStore;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function clockTime(at: number): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

const short = (path: string) => path;

function statusOf(record: ActorRecord): 'on' | 'stopped' | 'error' {
  const s = record.snapshot.status;
  return s === 'active' ? 'on' : s === 'error' ? 'error' : 'stopped';
}

function currentLabel(record: ActorRecord): string {
  if (record.info.kind !== 'machine') return record.snapshot.status;
  const paths = stateLabel(record.snapshot.value);
  return record.snapshot.status === 'active' ? paths : `${record.snapshot.status} · ${paths}`;
}

function stateLabel(value: Plain): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([k, v]) => {
        const inner = stateLabel(v);
        return inner ? `${k}.${inner}` : k;
      })
      .join(', ');
  }
  return '';
}

function BrandMark(): React.JSX.Element {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="2" y="3" width="9" height="7" rx="2" fill="none" stroke="#58a6ff" strokeWidth="2" />
      <rect x="13" y="14" width="9" height="7" rx="2" fill="#1f6feb" stroke="#58a6ff" strokeWidth="2" />
      <path d="M7 10v4.5a2 2 0 0 0 2 2h4" fill="none" stroke="#f5b83d" strokeWidth="2" />
    </svg>
  );
}

function Timers({ scheduled, live, graph }: { scheduled: ScheduledInfo[]; live: boolean; graph: MachineGraph | null }): React.JSX.Element | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live || scheduled.length === 0) return;
    const id = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(id);
  }, [live, scheduled]);
  if (scheduled.length === 0) return null;
  return (
    <>
      {scheduled.map((s) => {
        const label = graph?.transitions.find((t) => t.eventType === s.event)?.label ?? s.event;
        const left = Math.max(0, s.delay - (now - s.startedAt));
        return (
          <div key={`${s.event}-${s.startedAt}`} className="xi-timer" data-testid="inspector-timer">
            <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" style={{ verticalAlign: '-1px', marginRight: 6 }}>
              <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2.4" />
              <path d="M12 9v4l3 2M9 2h6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <b>{label}</b>: {s.delay} ms{live ? ` · ${(left / 1000).toFixed(1)} s left` : ''}
            {live ? <progress max={s.delay} value={s.delay - left} /> : null}
          </div>
        );
      })}
    </>
  );
}

function SendForm({ record, disabled, store }: { record: ActorRecord; disabled: string | null; store: InspectorStore }): React.JSX.Element {
  const types = useMemo(
    () => [...new Set((record.info.graph?.transitions ?? []).filter((t) => t.kind === 'event').map((t) => t.eventType))],
    [record.info.graph],
  );
  const possible = useMemo(() => {
    const active = new Set(record.snapshot.active);
    return new Set((record.info.graph?.transitions ?? []).filter((t) => active.has(t.source)).map((t) => t.eventType));
  }, [record]);
  const [picked, setType] = useState(types[0] ?? '');
  const type = types.includes(picked) ? picked : (types[0] ?? '');
  const [payload, setPayload] = useState('{}');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const send = () => {
    let extra: unknown;
    try {
      extra = payload.trim() === '' ? {} : JSON.parse(payload);
    } catch (err) {
      setNote({ ok: false, text: `The payload is not JSON: ${(err as Error).message}` });
      return;
    }
    if (!extra || typeof extra !== 'object' || Array.isArray(extra)) {
      setNote({ ok: false, text: 'The payload must be a JSON object; its fields go with the event.' });
      return;
    }
    const sent = store.send(record.key, { ...(extra as Record<string, unknown>), type });
    setNote(sent ? { ok: true, text: `Sent ${type} to ${record.info.id}.` } : { ok: false, text: 'The actor has stopped.' });
  };

  return (
    <form
      aria-label="Send an event"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="xi-field">
        <span>Event</span>
        <div className="xi-events" role="group" aria-label="Events this machine handles">
          {types.map((t) => (
            <button key={t} type="button" className="xi-chip xi-mono" aria-pressed={t === type} onClick={() => setType(t)} title={possible.has(t) ? 'Handled in the current state' : 'Not handled in the current state'}>
              {possible.has(t) ? '● ' : ''}
              {t}
            </button>
          ))}
        </div>
      </div>
      <label className="xi-field">
        <span>Payload (JSON object, merged into the event)</span>
        <textarea className="xi-mono" value={payload} onChange={(e) => setPayload(e.target.value)} spellCheck={false} />
      </label>
      <button type="submit" className="xi-btn primary" disabled={disabled !== null || type === ''}>
        Send {type}
      </button>
      {disabled ? <p className="xi-note">{disabled}</p> : null}
      {note ? <p className={`xi-note ${note.ok ? 'good' : 'bad'}`} role="status">{note.text}</p> : null}
      <p className="xi-note">● marks the events the current state handles. Sending is a development tool: production builds have no inspector.</p>
    </form>
  );
}

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

export function InspectorApp({ mode, onClose, onPopOut, tall, onToggleTall, store: injected }: InspectorAppProps): React.JSX.Element {
  const [store] = useState(() => injected ?? createInspectorStore());
  useEffect(() => () => store.close(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const coverage = useMemo(() => loadCoverage(), []);
  const machines = useMemo(() => MACHINES.map((m) => ({ id: m.id, file: m.file, graph: describeMachine(m.machine) })), []);

  const [picked, setSelection] = useState<Selection>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [tab, setTab] = useState<DetailTab>('context');
  const [mtab, setMtab] = useState<'log' | 'detail'>('log');
  const [showCoverage, setShowCoverage] = useState(false);
  const [filter, setFilter] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  const byKey = useMemo(() => new Map(state.actors.map((a) => [a.key, a])), [state.actors]);
  const machineActors = state.actors.filter((a) => a.info.kind === 'machine');

  // Until the developer picks one, follow the first live machine actor.
  const firstLive = machineActors.find((a) => a.snapshot.status === 'active') ?? machineActors[0];
  const selection: Selection = picked ?? (firstLive ? { kind: 'actor', key: firstLive.key } : null);

  const record = selection?.kind === 'actor' ? byKey.get(selection.key) ?? null : null;
  const staticMachine = selection?.kind === 'machine' ? machines.find((m) => m.id === selection.id) ?? null : null;
  const graph: MachineGraph | null = record?.info.graph ?? staticMachine?.graph ?? null;
  const steps = record?.steps ?? NO_STEPS;
  const viewed: Step | null = cursor === null ? (steps.at(-1) ?? null) : (steps.find((s) => s.n === cursor) ?? null);
  const snapshot: PlainSnapshot | null = cursor === null ? (record?.snapshot ?? null) : (viewed?.snapshot ?? null);
  const live = cursor === null;
  const machineId = record?.info.machineId ?? staticMachine?.id ?? null;

  const needle = filter.trim().toLowerCase();
  const shown = needle ? steps.filter((s) => `${s.eventLabel} ${s.eventType} ${s.from.join()} ${s.to.join()}`.toLowerCase().includes(needle)) : steps;

  // Live, the newest step stays in view as steps arrive and when another actor is picked.
  const newest = steps.at(-1)?.n ?? 0;
  const followKey = live ? `${record?.key}#${newest}` : null;
  useEffect(() => {
    const el = logRef.current;
    if (followKey !== null && el) el.scrollTop = el.scrollHeight;
  }, [followKey]);

  const select = (next: Selection) => {
    setSelection(next);
    setCursor(null);
  };

  const stepTo = (n: number | null) => {
    if (n === null || steps.length === 0) return setCursor(null);
    const first = steps[0]!.n;
    const last = steps.at(-1)!.n;
    setCursor(n >= last ? null : Math.max(first, n));
  };
  const currentN = viewed?.n ?? 0;

  const active = new Set(snapshot?.active ?? []);
  const taken = { ids: viewed?.transitions ?? [], key: viewed ? viewed.n : 0 };
  const delays: Record<string, string> = {};
  for (const s of snapshot?.scheduled ?? []) {
    for (const t of graph?.transitions ?? []) if (t.eventType === s.event) delays[t.id] = `${s.delay} ms`;
  }
  const covered = showCoverage && machineId ? (coverage.covered.get(machineId) ?? new Set<string>()) : null;
  const coverageFigure = (id: string, g: MachineGraph) => {
    const c = coverage.covered.get(id);
    const n = g.transitions.filter((t) => c?.has(t.id)).length;
    return { n, total: g.transitions.length, percent: g.transitions.length ? Math.round((n / g.transitions.length) * 100) : 100 };
  };

  const liveCount = state.actors.filter((a) => a.snapshot.status === 'active').length;
  const children = (parent: string) => state.actors.filter((a) => a.info.parent === parent && a.app === byKey.get(parent)?.app);
  const roots = state.actors.filter((a) => a.info.parent === null || !state.actors.some((p) => p.app === a.app && p.info.sessionId === a.info.parent));

  const actorItem = (a: ActorRecord, child = false): React.JSX.Element => (
    <li key={a.key}>
      <button
        type="button"
        className={`xi-item${child ? ' child' : ''}${statusOf(a) !== 'on' ? ' stopped' : ''}`}
        aria-current={selection?.kind === 'actor' && selection.key === a.key}
        onClick={() => select({ kind: 'actor', key: a.key })}
        data-actor={a.info.machineId ?? a.info.id}
        data-status={a.snapshot.status}
      >
        <span className={`xi-dot ${statusOf(a)}`} />
        <span className="xi-item-name">
          {a.info.machineId ?? a.info.id}
          <span className="xi-item-sub xi-mono">
            {a.info.kind === 'machine' ? currentLabel(a) : `${a.info.kind} · ${a.snapshot.status}`}
          </span>
        </span>
        <span className="xi-count" title="Steps logged">
          {a.steps.length || ''}
        </span>
      </button>
    </li>
  );

  const detailDisabled = !record
    ? 'Pick a running actor to send it events.'
    : record.snapshot.status !== 'active'
      ? 'This actor has stopped.'
      : !live
        ? 'Viewing a past step: go back to live to send.'
        : null;

  return (
    <div className="xi-root" data-testid="inspector" data-mode={mode}>
      <header className="xi-top">
        <div className="xi-brand">
          <BrandMark />
          <span>
            Machine Inspector<span className="xi-hide-narrow" style={{ color: 'var(--muted)', fontWeight: 400 }}> · XState</span>
          </span>
        </div>
        <div className="xi-status" role="status">
          <span className={`xi-dot${state.connected ? ' on' : ''}`} />
          {state.connected ? (
            <span>
              {liveCount} live actor{liveCount === 1 ? '' : 's'}
              <span className="xi-hide-narrow">
                {' '}
                · {state.apps.length} app tab{state.apps.length === 1 ? '' : 's'}
              </span>
            </span>
          ) : (
            <span>Waiting for the app on this origin…</span>
          )}
        </div>
        <div className="xi-spacer" />
        <button type="button" className="xi-btn" aria-pressed={showCoverage} onClick={() => setShowCoverage((v) => !v)} title={`Transitions the machine tests took (${coverage.source === 'tests' ? 'last test run' : 'committed baseline'})`}>
          Coverage
        </button>
        {onPopOut ? (
          <button type="button" className="xi-btn xi-hide-narrow" onClick={onPopOut} title="Open the inspector in its own window">
            Pop out ↗
          </button>
        ) : null}
        {onToggleTall ? (
          <button type="button" className="xi-btn xi-icon xi-hide-narrow" onClick={onToggleTall} aria-label={tall ? 'Lower the panel' : 'Raise the panel'}>
            {tall ? '▾' : '▴'}
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="xi-btn xi-icon" onClick={onClose} aria-label="Close the inspector" title="Close (Alt+Shift+I)">
            ✕
          </button>
        ) : null}
      </header>

      <div className="xi-grid" data-mtab={mtab}>
        <nav className="xi-side" aria-label="Actors">
          <select
            className="xi-select"
            aria-label="Actor"
            value={selection ? (selection.kind === 'actor' ? `a:${selection.key}` : `m:${selection.id}`) : ''}
            onChange={(e) => {
              const v = e.target.value;
              select(v.startsWith('a:') ? { kind: 'actor', key: v.slice(2) } : { kind: 'machine', id: v.slice(2) });
            }}
          >
            {selection === null ? <option value="">Choose an actor…</option> : null}
            <optgroup label="Live actors">
              {machineActors.map((a) => (
                <option key={a.key} value={`a:${a.key}`}>
                  {a.info.machineId} — {currentLabel(a)}
                </option>
              ))}
            </optgroup>
            <optgroup label="Machines">
              {machines.map((m) => (
                <option key={m.id} value={`m:${m.id}`}>
                  {m.id} (definition)
                </option>
              ))}
            </optgroup>
          </select>
          <div className="xi-section">
            <span>Actors</span>
            <span className="xi-count">{state.actors.length}</span>
          </div>
          <ul className="xi-list" data-testid="inspector-actors">
            {roots.length === 0 ? <li className="xi-note" style={{ padding: '4px 8px' }}>No actor yet. They appear as the app creates them.</li> : null}
            {roots.map((a) => [actorItem(a), ...children(a.key).map((c) => actorItem(c, true))])}
          </ul>
          <div className="xi-section">
            <span>Machines</span>
            <span className="xi-count">{machines.length}</span>
          </div>
          <ul className="xi-list">
            {machines.map((m) => {
              const f = coverageFigure(m.id, m.graph);
              return (
                <li key={m.id}>
                  <button type="button" className="xi-item" aria-current={selection?.kind === 'machine' && selection.id === m.id} onClick={() => select({ kind: 'machine', id: m.id })}>
                    <span className="xi-dot" />
                    <span className="xi-item-name">
                      {m.id}
                      <span className="xi-item-sub xi-mono">{m.file}</span>
                    </span>
                    <span className={`xi-badge ${f.percent === 100 ? 'good' : f.percent < 80 ? 'bad' : ''}`} title={`${f.n} of ${f.total} transitions covered by the machine tests`}>
                      {f.percent}%
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className="xi-chart" aria-label="Statechart">
          {graph ? (
            <ChartView
              graph={graph}
              active={active}
              taken={taken}
              covered={covered}
              delays={delays}
              uid="xi"
              overlay={
                <>
                  <div className="xi-chart-title">
                    <b>{graph.id}</b>
                    <span className="xi-mono" data-testid="inspector-state">
                      {record ? (snapshot ? stateLabel(snapshot.value) : '') : 'definition'}
                    </span>
                  </div>
                  <div className="xi-legend" aria-hidden="true">
                    <span>
                      <i style={{ background: '#1c3f7a', border: '1px solid #58a6ff' }} />
                      active
                    </span>
                    <span>
                      <i style={{ background: '#f5b83d' }} />
                      last transition
                    </span>
                    {covered ? (
                      <span>
                        <i style={{ border: '1px dashed #ff7b72' }} />
                        never taken by the tests
                      </span>
                    ) : null}
                  </div>
                  {!live && viewed ? (
                    <div className="xi-past" role="status" data-testid="time-travel">
                      Step {viewed.n} of {steps.at(-1)?.n} · read-only
                      <button type="button" className="xi-btn" onClick={() => setCursor(null)}>
                        Back to live
                      </button>
                    </div>
                  ) : null}
                </>
              }
            />
          ) : (
            <div className="xi-empty">
              <div>
                <b>No actor selected</b>
                {state.connected ? 'Pick an actor or a machine on the left.' : 'Open the app in this browser; its actors appear here as it creates them.'}
              </div>
            </div>
          )}
        </section>

        <div className="xi-mtabs" role="tablist" aria-label="Inspector views">
          <button type="button" role="tab" className="xi-tab" aria-selected={mtab === 'log'} onClick={() => setMtab('log')}>
            Event log
          </button>
          <button type="button" role="tab" className="xi-tab" aria-selected={mtab === 'detail'} onClick={() => setMtab('detail')}>
            State & send
          </button>
        </div>

        <aside className="xi-detail" aria-label="Details">
          <div className="xi-tabs" role="tablist">
            {(['context', 'event', 'send'] as const).map((t) => (
              <button key={t} type="button" role="tab" className="xi-tab" aria-selected={tab === t} onClick={() => setTab(t)}>
                {t === 'context' ? 'State' : t === 'event' ? 'Event' : 'Send event'}
              </button>
            ))}
          </div>
          <div className="xi-pane" role="tabpanel">
            {tab === 'context' ? (
              snapshot ? (
                <>
                  <dl className="xi-kv">
                    <dt>status</dt>
                    <dd>{snapshot.status}</dd>
                    <dt>state</dt>
                    <dd className="xi-mono">{stateLabel(snapshot.value)}</dd>
                    {viewed ? (
                      <>
                        <dt>step</dt>
                        <dd>
                          {viewed.n} · {clockTime(viewed.at)}
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  <Timers scheduled={snapshot.scheduled} live={live} graph={graph} />
                  <div className="xi-section" style={{ padding: '0 0 6px' }}>
                    Context
                  </div>
                  <div data-testid="inspector-context">
                    <Tree value={snapshot.context} />
                  </div>
                </>
              ) : (
                <p className="xi-note">{graph ? 'A definition: no running actor, so no context. Pick a live actor to see one.' : 'Nothing selected.'}</p>
              )
            ) : null}
            {tab === 'event' ? (
              viewed ? (
                <>
                  <dl className="xi-kv">
                    <dt>event</dt>
                    <dd className="xi-mono">{viewed.eventType}</dd>
                    <dt>from</dt>
                    <dd className="xi-mono">{viewed.from.join(', ') || '—'}</dd>
                    <dt>to</dt>
                    <dd className="xi-mono">{viewed.to.join(', ')}</dd>
                    <dt>sender</dt>
                    <dd className="xi-mono">{viewed.source === null ? 'the app' : viewed.source === record?.info.sessionId ? 'itself (a timer)' : (byKey.get(`${record?.app}/${viewed.source}`)?.info.machineId ?? viewed.source)}</dd>
                    {viewed.delay ? (
                      <>
                        <dt>delay</dt>
                        <dd>
                          {viewed.delay.ms} ms (fired after {viewed.delay.waited} ms)
                        </dd>
                      </>
                    ) : null}
                    <dt>transitions</dt>
                    <dd className="xi-mono">
                      {viewed.transitions.length === 0
                        ? 'none (ignored or no matching guard)'
                        : viewed.transitions
                            .map((id) => graph?.transitions.find((t) => t.id === id))
                            .map((t, i) => (
                              <div key={i}>
                                {t ? `${t.label}${t.guard ? ` [${t.guard}]` : ''} → ${t.targets.map((x) => x.split('.').at(-1)).join(', ') || 'stays'}${t.actions.length ? ` / ${t.actions.join(', ')}` : ''}` : '?'}
                              </div>
                            ))}
                    </dd>
                  </dl>
                  <div className="xi-section" style={{ padding: '0 0 6px' }}>
                    Payload
                  </div>
                  <Tree value={viewed.event} />
                </>
              ) : (
                <p className="xi-note">No step logged yet for this actor.</p>
              )
            ) : null}
            {tab === 'send' ? (record && record.info.kind === 'machine' ? <SendForm record={record} disabled={detailDisabled} store={store} /> : <p className="xi-note">{detailDisabled ?? 'Only machine actors take events here.'}</p>) : null}
          </div>
        </aside>

        <section className="xi-log" aria-label="Event log">
          <div className="xi-logbar">
            <button type="button" className="xi-btn xi-icon" aria-label="Step back" disabled={steps.length === 0 || currentN <= (steps[0]?.n ?? 0)} onClick={() => stepTo(currentN - 1)}>
              ◀
            </button>
            <button type="button" className="xi-btn xi-icon" aria-label="Step forward" disabled={live} onClick={() => stepTo(currentN + 1)}>
              ▶
            </button>
            <button type="button" className="xi-btn" aria-pressed={live} onClick={() => setCursor(null)} disabled={live}>
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
          <div className="xi-logscroll" ref={logRef}>
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
      </div>
    </div>
  );
}
