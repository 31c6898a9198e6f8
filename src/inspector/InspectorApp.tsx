// The inspector: live actors, the chosen one's statechart with its active states and last transition, its context, the step log with read-only time travel, and events sent by hand.
// Its four panes are ActorsPane, ChartPane, DetailPane and LogPane; what they show is chosen by useInspectorSelection.
import { useEffect, useMemo, useState } from 'react';
import { ActorsPane } from './ActorsPane';
import { ChartPane } from './ChartPane';
import { loadCoverage } from './coverageOverlay';
import { DetailPane } from './DetailPane';
import { LogPane } from './LogPane';
import { createInspectorStore, type InspectorStore } from './store';
import { useInspectorSelection } from './useInspectorSelection';

export interface InspectorAppProps {
  mode: 'panel' | 'page';
  onClose?: () => void;
  onPopOut?: () => void;
  tall?: boolean;
  onToggleTall?: () => void;
  /** Injected in tests; the BroadcastChannel store otherwise. */
  store?: InspectorStore;
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

export function InspectorApp({ mode, onClose, onPopOut, tall, onToggleTall, store: injected }: InspectorAppProps): React.JSX.Element {
  const [store] = useState(() => injected ?? createInspectorStore());
  useEffect(() => () => store.close(), [store]);
  const sel = useInspectorSelection(store);
  const { state } = sel;
  const coverage = useMemo(() => loadCoverage(), []);
  const [mtab, setMtab] = useState<'log' | 'detail'>('log');
  const [showCoverage, setShowCoverage] = useState(false);

  const liveCount = state.actors.filter((a) => a.snapshot.status === 'active').length;

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
        <ActorsPane sel={sel} coverage={coverage} />

        <ChartPane sel={sel} coverage={coverage} showCoverage={showCoverage} />

        <div className="xi-mtabs" role="tablist" aria-label="Inspector views">
          <button type="button" role="tab" className="xi-tab" aria-selected={mtab === 'log'} onClick={() => setMtab('log')}>
            Event log
          </button>
          <button type="button" role="tab" className="xi-tab" aria-selected={mtab === 'detail'} onClick={() => setMtab('detail')}>
            State & send
          </button>
        </div>

        <DetailPane sel={sel} store={store} />

        <LogPane sel={sel} />
      </div>
    </div>
  );
}
