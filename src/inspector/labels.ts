// How the inspector's panes write an actor's status, its state value and a step's time.
import type { Plain } from '../../machines/tools/inspectionProtocol';
import type { ActorRecord } from './store';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function clockTime(at: number): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

export function statusOf(record: ActorRecord): 'on' | 'stopped' | 'error' {
  const s = record.snapshot.status;
  return s === 'active' ? 'on' : s === 'error' ? 'error' : 'stopped';
}

export function currentLabel(record: ActorRecord): string {
  if (record.info.kind !== 'machine') return record.snapshot.status;
  const paths = stateLabel(record.snapshot.value);
  return record.snapshot.status === 'active' ? paths : `${record.snapshot.status} · ${paths}`;
}

export function stateLabel(value: Plain): string {
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
