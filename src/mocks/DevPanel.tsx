// A small collapsible panel (bottom-left, simulated mode only) to turn the simulated exchange's knobs at run time.
import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { CALL_NAMES, FAULT_KINDS, getKnobs, getKnobsSnapshot, setKnobs, subscribeKnobs, type Knobs } from './knobs';
import { shownViolations, subscribeShownViolations, type Violation } from './violations';
import { BRANDS } from './world/brands';
import { forgetWorld } from './world/persist';
import { PERSONAS } from './world/users';

const QUICK_MALFORMED = ['odds', 'fancy', 'bookmaker', 'header', 'sports', 'casino', 'horse', 'all'];

const box: CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 2147483000,
  font: '12px/1.4 system-ui, sans-serif',
  color: '#e2e8f0',
};
const panel: CSSProperties = {
  width: 300,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: 12,
  borderRadius: 10,
  background: 'rgba(15, 23, 42, 0.96)',
  boxShadow: '0 8px 24px rgba(0,0,0,.35)',
  border: '1px solid #334155',
};
const toggle: CSSProperties = {
  padding: '6px 10px',
  borderRadius: 999,
  border: '1px solid #334155',
  background: '#0f172a',
  color: '#fbbf24',
  cursor: 'pointer',
  font: 'inherit',
};
const row: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, margin: '6px 0' };
const input: CSSProperties = {
  width: 120,
  padding: '3px 6px',
  borderRadius: 6,
  border: '1px solid #475569',
  background: '#1e293b',
  color: 'inherit',
  font: 'inherit',
};
const button: CSSProperties = { ...input, width: 'auto', cursor: 'pointer' };
const chip = (on: boolean): CSSProperties => ({
  padding: '2px 8px',
  borderRadius: 999,
  border: `1px solid ${on ? '#fbbf24' : '#475569'}`,
  background: on ? '#78350f' : 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  font: 'inherit',
});

/** Drops mock.* query parameters (they would override the new setting) and reloads the page. */
function reloadWithout(): void {
  const url = new URL(window.location.href);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('mock.')) url.searchParams.delete(key);
  window.history.replaceState(null, '', url);
  window.location.reload();
}

export function DevPanel() {
  const knobs = useSyncExternalStore(subscribeKnobs, getKnobsSnapshot);
  const violations = useSyncExternalStore(subscribeShownViolations, shownViolations);
  const [open, setOpen] = useState(false);
  const [seed, setSeed] = useState(String(knobs.seed));
  const [faultCall, setFaultCall] = useState<string>('marketOdds');
  const [faultKind, setFaultKind] = useState<string>('500');
  const set = (patch: Partial<Knobs>) => setKnobs(patch);
  const malformed = new Set(knobs.malformed);
  const flip = (name: string) => {
    const next = new Set(malformed);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    set({ malformed: [...next] });
  };

  if (!open) {
    return (
      <div style={box}>
        <button type="button" style={toggle} onClick={() => setOpen(true)} aria-label="Open simulated exchange panel">
          ⚙ sim{knobs.errorRate > 0 || knobs.malformed.length > 0 || Object.keys(knobs.faults).length > 0 || knobs.force401 !== false ? ' •' : ''}
          {violations.length > 0 ? <span style={{ color: '#f87171' }}> ⚠ {violations.length}</span> : null}
        </button>
      </div>
    );
  }
  return (
    <div style={box}>
      <div style={panel} role="dialog" aria-label="Simulated exchange">
        <div style={{ ...row, marginTop: 0 }}>
          <strong style={{ color: '#fbbf24' }}>Simulated exchange</strong>
          <button type="button" style={button} onClick={() => setOpen(false)} aria-label="Close simulated exchange panel">
            ✕
          </button>
        </div>
        <ViolationList violations={violations} />
        <label style={row}>
          Latency (ms)
          <input style={input} type="number" min={0} step={50} value={knobs.latency} onChange={(e) => set({ latency: Number(e.target.value) })} />
        </label>
        <label style={row}>
          Error rate {Math.round(knobs.errorRate * 100)}%
          <input style={input} type="range" min={0} max={1} step={0.05} value={knobs.errorRate} onChange={(e) => set({ errorRate: Number(e.target.value) })} />
        </label>
        <label style={row}>
          Force 401
          <input type="checkbox" checked={knobs.force401 === true} onChange={(e) => set({ force401: e.target.checked })} />
        </label>
        <label style={row}>
          <span title="Prices and market states stand still from now">Hold markets</span>
          <input type="checkbox" checked={knobs.holdMarketsAt > 0} onChange={(e) => set({ holdMarketsAt: e.target.checked ? Date.now() : 0 })} />
        </label>
        <div style={{ margin: '8px 0 4px' }}>Malformed bodies</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {QUICK_MALFORMED.map((name) => (
            <button key={name} type="button" style={chip(malformed.has(name))} onClick={() => flip(name)} aria-pressed={malformed.has(name)}>
              {name}
            </button>
          ))}
        </div>
        <label style={row}>
          Calls
          <input
            style={{ ...input, width: 170 }}
            list="mock-call-names"
            value={knobs.malformed.join(',')}
            onChange={(e) => set({ malformed: e.target.value.split(',').map((s) => s.trim()).filter(Boolean) })}
          />
          <datalist id="mock-call-names">
            {CALL_NAMES.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </label>
        <div style={{ margin: '8px 0 4px' }}>Fault one call</div>
        <div style={{ ...row, flexWrap: 'wrap' }}>
          <select style={{ ...input, width: 130 }} aria-label="Faulted call" value={faultCall} onChange={(e) => setFaultCall(e.target.value)}>
            {['all', ...CALL_NAMES].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <select style={{ ...input, width: 90 }} aria-label="Fault" value={faultKind} onChange={(e) => setFaultKind(e.target.value)}>
            {FAULT_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
          <button type="button" style={button} onClick={() => set({ faults: { ...knobs.faults, [faultCall]: faultKind } })}>
            Set
          </button>
        </div>
        {Object.entries(knobs.faults).map(([call, kind]) => (
          <div key={call} style={row}>
            <span>
              {call}: {kind}
            </span>
            <button
              type="button"
              style={button}
              aria-label={`Clear the fault on ${call}`}
              onClick={() => set({ faults: Object.fromEntries(Object.entries(knobs.faults).filter(([c]) => c !== call)) })}
            >
              ✕
            </button>
          </div>
        ))}
        <hr style={{ borderColor: '#334155' }} />
        <label style={row}>
          Brand on localhost
          <select
            style={input}
            value={knobs.brand}
            onChange={(e) => {
              set({ brand: e.target.value });
              reloadWithout();
            }}
          >
            {BRANDS.map((b) => (
              <option key={b.key} value={b.key}>
                {b.config.title} ({b.config.layout})
              </option>
            ))}
          </select>
        </label>
        <div style={row}>
          <label htmlFor="mock-seed">Seed</label>
          <span style={{ display: 'flex', gap: 4 }}>
            <input id="mock-seed" style={{ ...input, width: 70 }} type="number" value={seed} onChange={(e) => setSeed(e.target.value)} />
            <button
              type="button"
              style={button}
              onClick={() => {
                set({ seed: Math.trunc(Number(seed)) });
                reloadWithout();
              }}
            >
              Apply
            </button>
          </span>
        </div>
        <div style={row}>
          <span>Accounts and bets</span>
          <button
            type="button"
            style={button}
            onClick={() => {
              forgetWorld(window.localStorage, getKnobs().seed);
              reloadWithout();
            }}
          >
            Reset world
          </button>
        </div>
        <details style={{ marginTop: 6 }}>
          <summary style={{ cursor: 'pointer' }}>Logins</summary>
          <ul style={{ margin: '4px 0 0', paddingLeft: 16 }}>
            {PERSONAS.map((p) => (
              <li key={p.key}>
                {p.key === 'demo' ? 'demo@<title> (Login With Demo Id)' : p.userName(BRANDS[0]!)} / {p.password}
                {p.role !== 'User' ? ` (${p.role})` : ''}
              </li>
            ))}
          </ul>
        </details>
      </div>
    </div>
  );
}

/** The requests that broke the API contract, newest first, as the exchange records them (handlers/strict.ts). */
function ViolationList({ violations }: { violations: readonly Violation[] }) {
  if (violations.length === 0) return <div style={{ margin: '6px 0', color: '#86efac' }}>No contract violations</div>;
  return (
    <section aria-label="Contract violations" style={{ margin: '6px 0', padding: 6, borderRadius: 6, border: '1px solid #f87171' }}>
      <strong style={{ color: '#f87171' }}>Contract violations: {violations.length}</strong>
      <ul style={{ margin: '4px 0 0', paddingLeft: 16 }}>
        {[...violations].reverse().map((v, i) => (
          <li key={violations.length - i}>
            {v.call}: {v.rule}: {v.detail} ({v.method} {v.path})
          </li>
        ))}
      </ul>
    </section>
  );
}
