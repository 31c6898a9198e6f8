// The inspector's left pane: the actor picker, the live actors (children under their parent) and the machine definitions with their test coverage.
import type { MachineGraph } from '../../machines/tools/graph';
import type { CoverageOverlay } from './coverageOverlay';
import { currentLabel, statusOf } from './labels';
import type { ActorRecord } from './store';
import type { InspectorSelection } from './useInspectorSelection';

export function ActorsPane({ sel, coverage }: { sel: InspectorSelection; coverage: CoverageOverlay }): React.JSX.Element {
  const { state, machines, byKey, machineActors, selection, select } = sel;
  const coverageFigure = (id: string, g: MachineGraph) => {
    const c = coverage.covered.get(id);
    const n = g.transitions.filter((t) => c?.has(t.id)).length;
    return { n, total: g.transitions.length, percent: g.transitions.length ? Math.round((n / g.transitions.length) * 100) : 100 };
  };

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

  return (
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
  );
}
