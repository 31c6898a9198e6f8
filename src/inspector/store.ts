// The inspector's end of the BroadcastChannel: says hello and keeps saying it, and turns the app's messages into actors with their step logs; sends hand-written events back.
import {
  INSPECTOR_CHANNEL,
  INSPECTOR_HEARTBEAT_MS,
  type ActorInfo,
  type AppMessage,
  type InspectorMessage,
  type Plain,
  type PlainSnapshot,
} from '../../machines/tools/inspectionProtocol';
import type { MachineGraph } from '../../machines/tools/graph';

/** Steps kept per actor; older ones drop off the front of the log. */
export const MAX_STEPS = 1000;

export interface Step {
  /** 1-based, stable while the step is in the log. */
  n: number;
  at: number;
  event: Plain;
  eventType: string;
  /** How the log names the event: `CONFIRM`, `after betDelay`, `done: placeBet`. */
  eventLabel: string;
  /** The actor that sent it, when another actor did. */
  source: string | null;
  from: string[];
  to: string[];
  transitions: string[];
  snapshot: PlainSnapshot;
  /** For a delayed event: the delay it was scheduled with and how long it actually took. */
  delay?: { ms: number; waited: number };
}

export interface ActorRecord {
  key: string;
  app: string;
  info: ActorInfo;
  snapshot: PlainSnapshot;
  steps: Step[];
  nextStep: number;
  firstSeen: number;
  /** Time of the latest step, for the list's ordering and activity mark. */
  lastAt: number;
}

interface InspectorState {
  connected: boolean;
  apps: string[];
  actors: ActorRecord[];
  version: number;
}

export interface InspectorStore {
  getState(): InspectorState;
  subscribe(listener: () => void): () => void;
  send(key: string, event: { type: string; [k: string]: unknown }): boolean;
  close(): void;
}

/** Leaf paths of a state value: `{ open: 'form' }` -> ['open.form']; parallel values give several. */
function statePaths(value: Plain): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => {
      const inner = statePaths(v);
      return inner.length === 0 ? [k] : inner.map((p) => `${k}.${p}`);
    });
  }
  return [];
}

function eventTypeOf(event: Plain): string {
  return event && typeof event === 'object' && !Array.isArray(event) && typeof event.type === 'string' ? event.type : '?';
}

/** The transition label the machine gives this event type, else the type itself. */
function eventLabel(graph: MachineGraph | null, type: string): string {
  if (type === 'xstate.init') return 'init';
  if (type === 'xstate.stop') return 'stop';
  const t = graph?.transitions.find((x) => x.eventType === type);
  if (t) return t.label;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  return type;
}

export function createInspectorStore(options: { channel?: () => BroadcastChannel | null } = {}): InspectorStore {
  const inspector = Math.random().toString(36).slice(2, 10);
  const channel = (options.channel ?? (() => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(INSPECTOR_CHANNEL))))();
  const actors = new Map<string, ActorRecord>();
  const apps = new Set<string>();
  const listeners = new Set<() => void>();
  let state: InspectorState = { connected: false, apps: [], actors: [], version: 0 };
  let scheduled = false;

  const publish = () => {
    if (scheduled) return;
    scheduled = true;
    // Many steps in one task (a burst of ticks) make one render.
    queueMicrotask(() => {
      scheduled = false;
      state = { connected: apps.size > 0, apps: [...apps], actors: [...actors.values()], version: state.version + 1 };
      listeners.forEach((l) => l());
    });
  };

  const say = (m: InspectorMessage) => channel?.postMessage(m);

  const upsert = (app: string, info: ActorInfo, at: number) => {
    const key = `${app}/${info.sessionId}`;
    const existing = actors.get(key);
    if (existing) {
      actors.set(key, { ...existing, info, snapshot: info.snapshot });
      return;
    }
    actors.set(key, { key, app, info, snapshot: info.snapshot, steps: [], nextStep: 1, firstSeen: at, lastAt: at });
  };

  const onMessage = (m: AppMessage) => {
    if (!m || typeof m !== 'object' || typeof m.app !== 'string') return;
    if (m.t !== 'gone') apps.add(m.app);
    switch (m.t) {
      case 'sync':
        for (const info of m.actors) upsert(m.app, info, m.at);
        break;
      case 'actor':
        upsert(m.app, m.actor, m.at);
        break;
      case 'step': {
        const key = `${m.app}/${m.sessionId}`;
        const record = actors.get(key);
        if (!record) return;
        const type = eventTypeOf(m.event);
        const prev = record.snapshot;
        const step: Step = {
          n: record.nextStep,
          at: m.at,
          event: m.event,
          eventType: type,
          eventLabel: eventLabel(record.info.graph, type),
          source: m.source,
          from: statePaths(prev.value),
          to: statePaths(m.snapshot.value),
          transitions: m.transitions,
          snapshot: m.snapshot,
        };
        const timer = prev.scheduled.find((s) => s.event === type);
        if (timer) step.delay = { ms: timer.delay, waited: m.at - timer.startedAt };
        const steps = record.steps.length >= MAX_STEPS ? [...record.steps.slice(1), step] : [...record.steps, step];
        actors.set(key, { ...record, snapshot: m.snapshot, steps, nextStep: record.nextStep + 1, lastAt: m.at });
        break;
      }
      case 'gone':
        apps.delete(m.app);
        for (const [key, record] of actors) {
          if (record.app === m.app) actors.set(key, { ...record, snapshot: { ...record.snapshot, status: 'stopped', scheduled: [] } });
        }
        break;
      default:
        return;
    }
    publish();
  };

  if (channel) channel.onmessage = (e: MessageEvent) => onMessage(e.data as AppMessage);
  say({ t: 'hello', inspector });
  const beat = setInterval(() => say({ t: 'heartbeat', inspector }), INSPECTOR_HEARTBEAT_MS);
  const bye = () => say({ t: 'bye', inspector });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', bye);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(key, event) {
      const record = actors.get(key);
      if (!record || record.snapshot.status !== 'active') return false;
      say({ t: 'send', inspector, app: record.app, sessionId: record.info.sessionId, event });
      return true;
    },
    close() {
      clearInterval(beat);
      bye();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', bye);
      channel?.close();
      listeners.clear();
    },
  };
}
