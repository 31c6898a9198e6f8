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
  /**
   * Registers an actor the app created (a root actor: its children come with it). Costs a weak
   * reference; nothing observes the actor until an inspector listens.
   */
  register<T extends AnyActorRef>(actor: T): T;
  /**
   * The inspection observer, attached with `actor.system.inspect()` to every registered actor's
   * system while an inspector listens and detached when the last one leaves, so a closed
   * inspector leaves XState with no observer at all.
   */
  inspect: (event: InspectionEvent) => void;
  /** Inspectors heard from and not timed out. */
  listening(): boolean;
  /** Registered actors still running, by session id. */
  actors(): ReadonlyMap<string, AnyActorRef>;
  /** Systems observed now (zero while no inspector listens). */
  observed(): number;
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

type SystemLike = { inspect: (observer: (e: InspectionEvent) => void) => { unsubscribe(): void } };
const systemOf = (ref: AnyActorRef) => ref.system as unknown as SystemLike;

/** The actor and its children, grandchildren first-seen order. */
function withChildren(ref: AnyActorRef): AnyActorRef[] {
  const children = (ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined)?.children ?? {};
  return [ref, ...Object.values(children).flatMap((c) => (c ? withChildren(c) : []))];
}

export function createInspectionHub(options: HubOptions = {}): InspectionHub {
  const openChannel = options.channel ?? defaultChannel;
  const now = options.now ?? (() => Date.now());
  const app = Math.random().toString(36).slice(2, 10);
  /** Registered root actors, held weakly: a stopped, forgotten actor is not kept alive here. */
  const roots = new Set<WeakRef<AnyActorRef>>();
  /** While listening: every actor seen running, by session id (for sends and step bookkeeping). */
  const live = new Map<string, AnyActorRef>();
  const systems = new Map<SystemLike, { unsubscribe(): void }>();
  /** Inspector id -> when it was last heard from. */
  const inspectors = new Map<string, number>();
  const pending = new Map<string, Pending>();
  let channel: ChannelLike | null | undefined;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let posts = 0;
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

  function runningRoots(): AnyActorRef[] {
    const out: AnyActorRef[] = [];
    for (const weak of roots) {
      const ref = weak.deref();
      if (ref && isActive(ref)) out.push(ref);
      else roots.delete(weak);
    }
    return out;
  }

  function attach(ref: AnyActorRef): void {
    const system = systemOf(ref);
    if (!systems.has(system)) systems.set(system, system.inspect(inspect));
  }

  function startListening(): void {
    open = true;
    sweeper ??= setInterval(sweep, INSPECTOR_TIMEOUT_MS / 2);
    const actors = runningRoots().flatMap((root) => {
      attach(root);
      return withChildren(root);
    });
    actors.forEach((a) => live.set(a.sessionId, a));
    post({ t: 'sync', app, at: now(), actors: actors.filter(isActive).map(actorInfo) });
  }

  function stopListening(): void {
    open = false;
    for (const subscription of systems.values()) subscription.unsubscribe();
    systems.clear();
    live.clear();
    pending.clear();
    if (sweeper) clearInterval(sweeper);
    sweeper = null;
  }

  function sweep(): void {
    const cutoff = now() - INSPECTOR_TIMEOUT_MS;
    for (const [id, at] of inspectors) if (at < cutoff) inspectors.delete(id);
    if (inspectors.size === 0 && open) stopListening();
  }

  function onControl(msg: InspectorMessage): void {
    if (!msg || typeof msg !== 'object') return;
    switch (msg.t) {
      case 'hello':
        inspectors.set(msg.inspector, now());
        // Every hello gets the whole picture: a second inspector window starts complete too.
        if (open) post({ t: 'sync', app, at: now(), actors: [...live.values()].filter(isActive).map(actorInfo) });
        else startListening();
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
    if (!open) return;
    const ref = ev.actorRef as AnyActorRef;
    switch (ev.type) {
      case '@xstate.event':
        if (ev.event.type === 'xstate.init') {
          live.set(ref.sessionId, ref);
          post({ t: 'actor', app, at: now(), actor: actorInfo(ref) });
          return;
        }
        pending.set(ref.sessionId, { event: ev.event, source: ev.sourceRef ? (ev.sourceRef as AnyActorRef).sessionId : null, transitions: [] });
        return;
      case '@xstate.microstep': {
        const logic = (ref as unknown as { logic: AnyActorLogic }).logic;
        if (!isMachine(logic)) return;
        const step = pending.get(ref.sessionId) ?? { event: ev.event, source: null, transitions: [] };
        pending.set(ref.sessionId, step);
        for (const t of ev._transitions) {
          const id = transitionIdOf(logic, t);
          if (id) step.transitions.push(id);
        }
        return;
      }
      case '@xstate.snapshot': {
        if ((ev.snapshot as { status?: string }).status !== 'active') live.delete(ref.sessionId);
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
      default:
        return;
    }
  }

  // Open from the start, so an inspector that is already open hears this tab as soon as it loads.
  ensureChannel();
  const gone = () => channel?.postMessage({ t: 'gone', app, at: now() } satisfies AppMessage);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', gone);

  return {
    register(actor) {
      // A component registers again when React re-runs its effect (Strict Mode): once is enough.
      for (const weak of roots) if (weak.deref() === actor) return actor;
      roots.add(new WeakRef(actor));
      if (open) {
        attach(actor);
        // Already started (a hook registers after its start effect): announce it now.
        if (isActive(actor) && (actor as unknown as { _processingStatus?: number })._processingStatus === 1) {
          live.set(actor.sessionId, actor);
          post({ t: 'actor', app, at: now(), actor: actorInfo(actor) });
        }
      }
      return actor;
    },
    inspect,
    listening: () => open,
    actors: () => new Map(runningRoots().flatMap(withChildren).map((a) => [a.sessionId, a])),
    observed: () => systems.size,
    posted: () => posts,
    dispose() {
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', gone);
      stopListening();
      channel?.close();
      roots.clear();
      inspectors.clear();
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
