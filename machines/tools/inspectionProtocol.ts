// What travels on the inspector's BroadcastChannel: the app's actors, their steps and snapshots one way, presence and hand-sent events the other.
import type { MachineGraph } from './graph';

export const INSPECTOR_CHANNEL = 'xstate-inspector';
/** An inspector that said nothing for this long is gone (closed tab, crashed window). */
export const INSPECTOR_TIMEOUT_MS = 6000;
export const INSPECTOR_HEARTBEAT_MS = 2000;

/** Anything, made JSON-safe: functions, actors, cycles and errors become readable stand-ins. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

export interface ScheduledInfo {
  event: string;
  delay: number;
  startedAt: number;
}

export interface PlainSnapshot {
  status: string;
  value: Plain;
  /** Active state node ids (machines only). */
  active: string[];
  context: Plain;
  /** Delayed events this actor is waiting for, with their delay and when it started. */
  scheduled: ScheduledInfo[];
  output?: Plain;
  error?: Plain;
}

export interface ActorInfo {
  sessionId: string;
  id: string;
  parent: string | null;
  root: string;
  /** The machine's id, or null for promise, callback and other logic. */
  machineId: string | null;
  kind: 'machine' | 'promise' | 'other';
  graph: MachineGraph | null;
  snapshot: PlainSnapshot;
}

export type AppMessage =
  | { t: 'actor'; app: string; at: number; actor: ActorInfo }
  | {
      t: 'step';
      app: string;
      at: number;
      sessionId: string;
      event: Plain;
      /** The session id of the actor that sent the event (itself for a timer), null for one sent from outside any actor. */
      source: string | null;
      /** Transition ids taken, in order (eventless steps included). */
      transitions: string[];
      snapshot: PlainSnapshot;
    }
  | { t: 'sync'; app: string; at: number; actors: ActorInfo[] }
  /** The app's tab closed or navigated away: its actors are gone. */
  | { t: 'gone'; app: string; at: number };

export type InspectorMessage =
  | { t: 'hello'; inspector: string }
  | { t: 'heartbeat'; inspector: string }
  | { t: 'bye'; inspector: string }
  | { t: 'send'; inspector: string; app: string; sessionId: string; event: { type: string; [key: string]: unknown } };

const MAX_DEPTH = 8;
const MAX_ITEMS = 200;

/** A JSON-safe copy for the channel and the log (never the live object). */
export function toPlain(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): Plain {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return `ƒ ${value.name || 'anonymous'}`;
  }
  const obj = value as object;
  if (seen.has(obj)) return '[circular]';
  if (depth >= MAX_DEPTH) return Array.isArray(obj) ? `[${obj.length} items]` : '{…}';
  if (obj instanceof Date) return obj.toISOString();
  if (obj instanceof Error) return { name: obj.name, message: obj.message };
  if ('sessionId' in obj && 'send' in obj && typeof (obj as { send: unknown }).send === 'function') {
    return `[actor ${(obj as { id?: string }).id ?? ''}]`;
  }
  seen.add(obj);
  try {
    if (Array.isArray(obj)) return obj.slice(0, MAX_ITEMS).map((v) => toPlain(v, depth + 1, seen));
    if (obj instanceof Map) return [...obj.entries()].slice(0, MAX_ITEMS).map(([k, v]) => [toPlain(k, depth + 1, seen), toPlain(v, depth + 1, seen)]);
    if (obj instanceof Set) return [...obj].slice(0, MAX_ITEMS).map((v) => toPlain(v, depth + 1, seen));
    const out: { [key: string]: Plain } = {};
    for (const [k, v] of Object.entries(obj).slice(0, MAX_ITEMS)) {
      if (v !== undefined) out[k] = toPlain(v, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(obj);
  }
}
