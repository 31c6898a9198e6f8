// The inspector's centre pane: the selected machine's statechart with its active states, last transition, pending delays and (when asked) the transitions the tests never took.
import { ChartView } from './ChartView';
import type { CoverageOverlay } from './coverageOverlay';
import { stateLabel } from './labels';
import type { InspectorSelection } from './useInspectorSelection';

export function ChartPane({ sel, coverage, showCoverage }: { sel: InspectorSelection; coverage: CoverageOverlay; showCoverage: boolean }): React.JSX.Element {
  const { state, record, graph, steps, viewed, snapshot, live, machineId, backToLive } = sel;
  const active = new Set(snapshot?.active ?? []);
  const taken = { ids: viewed?.transitions ?? [], key: viewed ? viewed.n : 0 };
  const delays: Record<string, string> = {};
  for (const s of snapshot?.scheduled ?? []) {
    for (const t of graph?.transitions ?? []) if (t.eventType === s.event) delays[t.id] = `${s.delay} ms`;
  }
  const covered = showCoverage && machineId ? (coverage.covered.get(machineId) ?? new Set<string>()) : null;

  return (
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
                  <button type="button" className="xi-btn" onClick={backToLive}>
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
  );
}
