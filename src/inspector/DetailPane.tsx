// The inspector's right pane: the viewed step's state and context, its event, and a form that sends the live actor an event.
import { useEffect, useMemo, useState } from 'react';
import type { MachineGraph } from '../../machines/tools/graph';
import type { ScheduledInfo } from '../../machines/tools/inspectionProtocol';
import { Tree } from './ContextTree';
import { clockTime, stateLabel } from './labels';
import type { ActorRecord, InspectorStore } from './store';
import type { InspectorSelection } from './useInspectorSelection';

type DetailTab = 'context' | 'event' | 'send';

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

export function DetailPane({ sel, store }: { sel: InspectorSelection; store: InspectorStore }): React.JSX.Element {
  const { byKey, record, graph, viewed, snapshot, live } = sel;
  const [tab, setTab] = useState<DetailTab>('context');

  const detailDisabled = !record
    ? 'Pick a running actor to send it events.'
    : record.snapshot.status !== 'active'
      ? 'This actor has stopped.'
      : !live
        ? 'Viewing a past step: go back to live to send.'
        : null;

  return (
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
  );
}
