// Lays a machine graph out with elkjs (layered, nested states inside their parents, edges routed across levels): every shape and edge in one coordinate space.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineGraph, StateInfo, TransitionInfo } from '../../../machines/tools/graph';

/** Text is measured by a fixed advance so a layout is the same in a browser, a test and a script. */
const CHAR_WIDTH = 6.9;
const TITLE_CHAR_WIDTH = 7.8;
const ROW_HEIGHT = 17;
const TITLE_HEIGHT = 30;
const PAD = 12;
const INITIAL_SIZE = 10;

interface StateRow {
  /** A targetless transition (`CHANGE / setField`) or an invoke, listed inside the state. */
  kind: 'transition' | 'invoke';
  transitionId?: string;
  text: string;
}

export interface StateBox {
  id: string;
  state: StateInfo;
  x: number;
  y: number;
  width: number;
  height: number;
  rows: StateRow[];
  depth: number;
}

interface EdgeLabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
}

export interface EdgePath {
  /** `<transition id>#<target index>`. */
  key: string;
  transitionId: string;
  points: { x: number; y: number }[];
  label: EdgeLabelBox | null;
  /** The dot-and-arrow into a compound state's initial child. */
  initial?: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: StateBox[];
  edges: EdgePath[];
  initials: { x: number; y: number }[];
}

/** The lines an edge's label shows: the event, then its guard. */
function edgeLabelLines(t: TransitionInfo): string[] {
  const lines = [t.label];
  if (t.guard) lines.push(`[${t.guard}]`);
  return lines;
}

function rowText(t: TransitionInfo): string {
  return `${t.label}${t.guard ? ` [${t.guard}]` : ''}`;
}

function rowsOf(state: StateInfo, graph: MachineGraph): StateRow[] {
  const rows: StateRow[] = state.invokes.map((src) => ({ kind: 'invoke', text: `invoke ${src}` }));
  for (const t of graph.transitions) {
    if (t.source === state.id && t.targets.length === 0) rows.push({ kind: 'transition', transitionId: t.id, text: rowText(t) });
  }
  return rows;
}

const textWidth = (s: string, w = CHAR_WIDTH) => Math.ceil(s.length * w);

const elk = new ELK();

export async function layoutMachine(graph: MachineGraph): Promise<ChartLayout> {
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const rows = new Map(graph.states.map((s) => [s.id, rowsOf(s, graph)]));

  const toElk = (state: StateInfo): ElkNode => {
    const stateRows = rows.get(state.id) ?? [];
    const rowWidth = Math.max(0, ...stateRows.map((r) => textWidth(r.text) + 22));
    const titleWidth = textWidth(state.key || state.id, TITLE_CHAR_WIDTH) + 2 * PAD;
    const children = state.children.map((id) => byId.get(id)).filter((s): s is StateInfo => !!s);
    const headerHeight = TITLE_HEIGHT + stateRows.length * ROW_HEIGHT + (stateRows.length ? 6 : 0);
    if (children.length === 0) {
      return {
        id: state.id,
        width: Math.max(96, titleWidth, rowWidth + 2 * PAD),
        height: Math.max(40, headerHeight + 8),
      };
    }
    const nodes = children.map(toElk);
    if (state.initial) nodes.unshift({ id: `${state.id}::initial`, width: INITIAL_SIZE, height: INITIAL_SIZE });
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight + 10},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.max(titleWidth, rowWidth + 2 * PAD)}, ${headerHeight + 40})`,
      },
      children: nodes,
    };
  };

  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<string, { transitionId: string; initial: boolean }>();
  for (const t of graph.transitions) {
    t.targets.forEach((target, i) => {
      const id = `${t.id}#${i}`;
      const lines = edgeLabelLines(t);
      const label: ElkLabel = {
        text: lines.join('\n'),
        width: Math.max(...lines.map((l) => textWidth(l))) + 12,
        height: lines.length * 14 + 6,
      };
      edges.push({ id, sources: [t.source], targets: [target], labels: [label] });
      meta.set(id, { transitionId: t.id, initial: false });
    });
  }
  for (const s of graph.states) {
    if (!s.initial) continue;
    const id = `${s.id}::initial#0`;
    edges.push({ id, sources: [`${s.id}::initial`], targets: [s.initial] });
    meta.set(id, { transitionId: `${s.id}::initial`, initial: true });
  }

  const rootState = byId.get(graph.root);
  if (!rootState) throw new Error(`machine ${graph.id}: no root state`);
  const input: ElkNode = {
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeEdge': '12',
      'elk.spacing.edgeNode': '14',
      'elk.spacing.edgeLabel': '4',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [toElk(rootState)],
    edges,
  };
  const result: ElkNode = await elk.layout(input);

  const states: StateBox[] = [];
  const initials: { x: number; y: number }[] = [];
  const walk = (node: ElkNode, depth: number) => {
    if (node.id.endsWith('::initial')) {
      initials.push({ x: (node.x ?? 0) + INITIAL_SIZE / 2, y: (node.y ?? 0) + INITIAL_SIZE / 2 });
      return;
    }
    const state = byId.get(node.id);
    if (state) {
      states.push({
        id: node.id,
        state,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
        rows: rows.get(node.id) ?? [],
        depth,
      });
    }
    for (const child of node.children ?? []) walk(child, state ? depth + 1 : depth);
  };
  walk(result, -1);

  const paths: EdgePath[] = [];
  const collect = (node: ElkNode) => {
    for (const e of (node.edges ?? []) as ElkExtendedEdge[]) {
      const m = meta.get(e.id);
      const section = e.sections?.[0];
      if (!m || !section) continue;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x, y: p.y }));
      const l = e.labels?.[0];
      paths.push({
        key: e.id,
        transitionId: m.transitionId,
        points,
        initial: m.initial || undefined,
        label: l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, lines: (l.text ?? '').split('\n') } : null,
      });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(result);
  paths.sort((a, b) => a.key.localeCompare(b.key));

  return { width: Math.ceil(result.width ?? 0), height: Math.ceil(result.height ?? 0), states, edges: paths, initials };
}
