// The app side of the inspector: keeps the live actors, and only while an inspector listens serialises their steps onto the BroadcastChannel; it also delivers events sent by hand.
import type { AnyActorLogic, AnyActorRef, InspectionEvent } from 'xstate';
import { activeStateIds, describeMachine, isMachine, transitionIdOf } from './graph';
import {
  INSPECTOR_CHANNEL,
  INSPECTOR_TIMEOUT_MS,
  toPlain,
  type ActorInfo,
  type AppMessage,
  type InspectorMessage,
  type PlainSnapshot,
  type ScheduledInfo,
} from './inspectionProtocol';

/** The part of BroadcastChannel the hub uses, so tests can hand it a fake. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface HubOptions {
  channel?: () => ChannelLike | null;
  now?: () => number;
}

export interface InspectionHub {
  /** The observer every actor is created with. */
  inspect: (event: InspectionEvent) => void;
  /** Inspectors heard from and not timed out. */
  listening(): boolean;
  /** Live actors, by session id. */
  actors(): ReadonlyMap<string, AnyActorRef>;
  /** Messages the hub has posted (a count, for tests and the bench). */
  posted(): number;
  dispose(): void;
}

interface Pending {
  event: unknown;
  source: string | null;
  transitions: string[];
}

function defaultChannel(): ChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  // Under Node (tests, scripts) an open channel must not keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  return channel;
}

export function createInspectionHub(options: HubOptions = {}): InspectionHub {
  const openChannel = options.channel ?? defaultChannel;
  const now = options.now ?? (() => Date.now());
  const app = Math.random().toString(36).slice(2, 10);
  const live = new Map<string, AnyActorRef>();
  /** Inspector id -> when it was last heard from. */
  const inspectors = new Map<string, number>();
  const pending = new Map<string, Pending>();
  let channel: ChannelLike | null | undefined;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let posts = 0;
  // The only thing every inspection event pays for while no inspector listens.
  let open = false;

  const post = (message: AppMessage) => {
    posts += 1;
    channel?.postMessage(message);
  };

  function ensureChannel(): void {
    if (channel !== undefined) return;
    channel = openChannel();
    if (channel) channel.onmessage = (e: MessageEvent) => onControl(e.data as InspectorMessage);
  }

  function sweep(): void {
    const cutoff = now() - INSPECTOR_TIMEOUT_MS;
    for (const [id, at] of inspectors) if (at < cutoff) inspectors.delete(id);
    open = inspectors.size > 0;
    if (!open) {
      pending.clear();
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    }
  }

  function onControl(msg: InspectorMessage): void {
    if (!msg || typeof msg !== 'object') return;
    switch (msg.t) {
      case 'hello':
        inspectors.set(msg.inspector, now());
        open = true;
        sweeper ??= setInterval(sweep, INSPECTOR_TIMEOUT_MS / 2);
        post({ t: 'sync', app, at: now(), actors: [...live.values()].filter(isActive).map(actorInfo) });
        return;
      case 'heartbeat':
        if (!inspectors.has(msg.inspector)) return onControl({ t: 'hello', inspector: msg.inspector });
        inspectors.set(msg.inspector, now());
        return;
      case 'bye':
        inspectors.delete(msg.inspector);
        sweep();
        return;
      case 'send':
        // Development only: this hub exists only in development builds.
        if (msg.app === app && typeof msg.event?.type === 'string') live.get(msg.sessionId)?.send(msg.event);
        return;
    }
  }

  function inspect(ev: InspectionEvent): void {
    const ref = ev.actorRef as AnyActorRef;
    if (ev.type === '@xstate.event') {
      if (ev.event.type === 'xstate.init') {
        live.set(ref.sessionId, ref);
        if (open) post({ t: 'actor', app, at: now(), actor: actorInfo(ref) });
        return;
      }
      if (!open) return;
      pending.set(ref.sessionId, { event: ev.event, source: ev.sourceRef ? (ev.sourceRef as AnyActorRef).sessionId : null, transitions: [] });
      return;
    }
    if (ev.type === '@xstate.snapshot') {
      const status = (ev.snapshot as { status?: string }).status;
      if (status !== 'active') live.delete(ref.sessionId);
      if (!open) return;
      const step = pending.get(ref.sessionId);
      pending.delete(ref.sessionId);
      post({
        t: 'step',
        app,
        at: now(),
        sessionId: ref.sessionId,
        event: toPlain(step?.event ?? ev.event),
        source: step?.source ?? null,
        transitions: step?.transitions ?? [],
        snapshot: plainSnapshot(ref, ev.snapshot),
      });
      return;
    }
    if (!open) return;
    if (ev.type === '@xstate.microstep') {
      const logic = (ref as unknown as { logic: AnyActorLogic }).logic;
      if (!isMachine(logic)) return;
      const step = pending.get(ref.sessionId) ?? { event: ev.event, source: null, transitions: [] };
      pending.set(ref.sessionId, step);
      for (const t of ev._transitions) {
        const id = transitionIdOf(logic, t);
        if (id) step.transitions.push(id);
      }
    }
  }

  // Open from the start, so an inspector that is already open hears this tab as soon as it loads.
  ensureChannel();
  const gone = () => channel?.postMessage({ t: 'gone', app, at: now() } satisfies AppMessage);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', gone);

  return {
    inspect,
    listening: () => open,
    actors: () => live,
    posted: () => posts,
    dispose() {
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', gone);
      if (sweeper) clearInterval(sweeper);
      channel?.close();
      live.clear();
      inspectors.clear();
      open = false;
    },
  };
}

function isActive(ref: AnyActorRef): boolean {
  try {
    return ref.getSnapshot()?.status === 'active';
  } catch {
    return false;
  }
}

function scheduledOf(ref: AnyActorRef): ScheduledInfo[] {
  const system = ref.system as { getSnapshot?: () => { _scheduledEvents?: Record<string, unknown> } } | undefined;
  const events = system?.getSnapshot?.()._scheduledEvents ?? {};
  const out: ScheduledInfo[] = [];
  for (const raw of Object.values(events)) {
    const s = raw as { source: AnyActorRef; event: { type: string }; delay: number; startedAt: number };
    if (s.source === ref) out.push({ event: s.event.type, delay: s.delay, startedAt: s.startedAt });
  }
  return out;
}

function plainSnapshot(ref: AnyActorRef, snapshot: unknown): PlainSnapshot {
  const s = snapshot as { status?: string; value?: unknown; context?: unknown; output?: unknown; error?: unknown };
  const plain: PlainSnapshot = {
    status: s.status ?? 'active',
    value: toPlain(s.value),
    active: activeStateIds(snapshot),
    context: toPlain(s.context),
    scheduled: s.status === 'active' ? scheduledOf(ref) : [],
  };
  if (s.output !== undefined) plain.output = toPlain(s.output);
  if (s.error !== undefined) plain.error = toPlain(s.error);
  return plain;
}

function actorInfo(ref: AnyActorRef): ActorInfo {
  const logic = (ref as unknown as { logic: AnyActorLogic }).logic;
  const machine = isMachine(logic) ? logic : null;
  const parent = (ref as { _parent?: AnyActorRef })._parent;
  let root: AnyActorRef = ref;
  while ((root as { _parent?: AnyActorRef })._parent) root = (root as { _parent: AnyActorRef })._parent;
  const isPromise = typeof (logic as { config?: unknown }).config === 'function' && !machine;
  return {
    sessionId: ref.sessionId,
    id: ref.id,
    parent: parent?.sessionId ?? null,
    root: root.sessionId,
    machineId: machine?.id ?? null,
    kind: machine ? 'machine' : isPromise ? 'promise' : 'other',
    graph: machine ? describeMachine(machine) : null,
    snapshot: plainSnapshot(ref, ref.getSnapshot()),
  };
}
