// A machine definition as plain data (states, transitions with their events, guards and delays), built on @xstate/graph, for the inspector, the coverage and the docs.
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';

type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface StateInfo {
  /** The state node's id, e.g. `betSlip.awaitingDelay`. */
  id: string;
  key: string;
  parent: string | null;
  type: StateKind;
  /** The id of the initial child of a compound state. */
  initial: string | null;
  children: string[];
  /** What the state invokes while it is active (the `src` names). */
  invokes: string[];
  entry: string[];
  exit: string[];
  tags: string[];
}

export interface TransitionInfo {
  /**
   * `<source id>:<index>` as @xstate/graph numbers a state's transitions (its edge ids less the
   * target index), `<source id>:always:<index>` for eventless ones. Stable for a definition.
   */
  id: string;
  source: string;
  /** Target state ids; empty for a targetless transition (actions only, the state stays). */
  targets: string[];
  /** The event type as XState names it (`xstate.after.betDelay.betSlip.awaitingDelay`, '' for always). */
  eventType: string;
  /** How a person reads it: `CONFIRM`, `after betDelay`, `done: placeBet`, `always`. */
  label: string;
  kind: TransitionKind;
  guard: string | null;
  /** A named delay (`betDelay`) or milliseconds, for `after` transitions. */
  delay: string | number | null;
  actions: string[];
}

export interface MachineGraph {
  id: string;
  root: string;
  /** Every state node, the root first, in document order. */
  states: StateInfo[];
  transitions: TransitionInfo[];
}

// The slice of XState's internal state node that the graph reads.
interface NodeLike {
  id: string;
  key: string;
  type: StateKind;
  parent?: NodeLike;
  states: Record<string, NodeLike>;
  initial?: { target?: NodeLike[] };
  invoke: { id: string; src: unknown }[];
  entry: unknown[];
  exit: unknown[];
  tags: string[];
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

interface TransitionLike {
  eventType: string;
  source: NodeLike;
  target?: NodeLike[];
  guard?: unknown;
  delay?: string | number;
  actions: unknown[];
}

/** A name for an action, guard or actor source, whatever form the definition gave it. */
function nameOf(thing: unknown): string {
  if (typeof thing === 'string') return thing;
  if (typeof thing === 'function') {
    const t = (thing as { type?: unknown }).type;
    if (typeof t === 'string' && !t.startsWith('xstate.')) return t;
    if (t === 'xstate.assign') return 'assign';
    if (typeof t === 'string') return t.replace(/^xstate\./, '');
    // An inline function takes the name of the key it was written under (`guard: ({ event }) => ...`).
    return thing.name && !['guard', 'actions', 'src', 'delay'].includes(thing.name) ? thing.name : 'inline';
  }
  if (typeof thing === 'object' && thing !== null) {
    const t = (thing as { type?: unknown }).type;
    if (typeof t === 'string') return t;
    if (typeof t === 'function') return nameOf(t);
    const id = (thing as { id?: unknown }).id;
    if (typeof id === 'string') return id;
  }
  return 'inline';
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function labelOf(t: TransitionLike): string {
  const kind = kindOf(t.eventType);
  if (kind === 'always') return 'always';
  if (kind === 'after') return `after ${t.delay ?? ''}`.trim();
  if (kind === 'done' || kind === 'error') {
    if (t.eventType.startsWith('xstate.done.state.')) return 'done';
    const invokeId = t.eventType.replace(/^xstate\.(done|error)\.actor\./, '');
    const invoke = t.source.invoke.find((i) => i.id === invokeId);
    return `${kind}: ${invoke ? nameOf(invoke.src) : invokeId}`;
  }
  return t.eventType;
}

function flatten(node: DirectedGraphNode): DirectedGraphNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

const describeCache = new WeakMap<AnyStateMachine, { graph: MachineGraph; ids: Map<unknown, string> }>();

function build(machine: AnyStateMachine): { graph: MachineGraph; ids: Map<unknown, string> } {
  const cached = describeCache.get(machine);
  if (cached) return cached;
  const root = machine.root as unknown as NodeLike;
  const nodes = [root, ...(getStateNodes(machine.root) as unknown as NodeLike[])];
  const states: StateInfo[] = nodes.map((n) => ({
    id: n.id,
    key: n.key,
    parent: n.parent?.id ?? null,
    type: n.type,
    initial: n.type === 'compound' ? (n.initial?.target?.[0]?.id ?? null) : null,
    children: Object.values(n.states ?? {}).map((c) => c.id),
    invokes: n.invoke.map((i) => nameOf(i.src)),
    entry: n.entry.map(nameOf).filter((a) => a !== 'raise'),
    exit: n.exit.map(nameOf).filter((a) => a !== 'cancel'),
    tags: [...n.tags],
  }));

  const ids = new Map<unknown, string>();
  const transitions: TransitionInfo[] = [];
  const add = (id: string, t: TransitionLike) => {
    ids.set(t, id);
    transitions.push({
      id,
      source: t.source.id,
      targets: (t.target ?? []).map((n) => n.id),
      eventType: t.eventType,
      label: labelOf(t),
      kind: kindOf(t.eventType),
      guard: t.guard === undefined ? null : nameOf(t.guard),
      delay: t.delay ?? null,
      actions: t.actions.map(nameOf),
    });
  };
  // @xstate/graph gives one edge per (transition, target), numbered per state: one transition each here.
  const byNode = new Map(flatten(toDirectedGraph(machine)).map((g) => [g.id, g]));
  for (const node of nodes) {
    const graphNode = byNode.get(node.id);
    for (const edge of graphNode?.edges ?? []) {
      if (ids.has(edge.transition)) continue;
      add(edge.id.replace(/:\d+$/, ''), edge.transition as unknown as TransitionLike);
    }
    (node.always ?? []).forEach((t, i) => add(`${node.id}:always:${i}`, t));
  }
  const result = { graph: { id: machine.id, root: root.id, states, transitions }, ids };
  describeCache.set(machine, result);
  return result;
}

/** The machine as plain, serialisable data. Computed once per machine object. */
export function describeMachine(machine: AnyStateMachine): MachineGraph {
  return build(machine).graph;
}

/** The id `describeMachine` gave the transition definition XState reports at run time. */
export function transitionIdOf(machine: AnyStateMachine, transition: unknown): string | undefined {
  return build(machine).ids.get(transition);
}

/** Is this actor logic a state machine (not a promise, callback or observable)? */
export function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'getStateNodeById' in logic;
}

/** The ids of the active state nodes of a machine snapshot, root first. */
export function activeStateIds(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: { id: string }[] } | null)?._nodes;
  return Array.isArray(nodes) ? nodes.map((n) => n.id) : [];
}
