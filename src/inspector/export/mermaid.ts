// A machine graph as Mermaid `stateDiagram-v2`: nested and parallel states, initial states, transitions labelled with event, guard and delay; targetless transitions as notes.
import type { MachineGraph, StateInfo, TransitionInfo } from '../../../machines/tools/graph';

const sid = (id: string) => `s_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;
/** Mermaid reads ':' as the label separator and ';' as a statement end. */
const safe = (text: string) => text.replace(/:\s*/g, ' ').replace(/[;#]/g, ' ').trim();

function mermaidLabel(t: TransitionInfo): string {
  const label = t.kind === 'done' || t.kind === 'error' ? t.label.replace(/^(done|error): (.*)$/, '$1($2)') : t.label;
  return safe(`${label}${t.guard ? ` [${t.guard}]` : ''}`);
}

export function toMermaid(graph: MachineGraph): string {
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const lines: string[] = ['stateDiagram-v2', '  direction LR'];
  const stays = (s: StateInfo) => graph.transitions.filter((t) => t.source === s.id && t.targets.length === 0);

  const declare = (state: StateInfo, indent: string) => {
    const children = state.children.map((id) => byId.get(id)).filter((c): c is StateInfo => !!c);
    if (children.length === 0) {
      lines.push(`${indent}state "${safe(state.key)}" as ${sid(state.id)}`);
    } else {
      lines.push(`${indent}state "${safe(state.key)}" as ${sid(state.id)} {`);
      body(state, children, `${indent}  `);
      lines.push(`${indent}}`);
    }
    const notes = [...state.invokes.map((src) => `invoke ${src}`), ...stays(state).map((t) => `${mermaidLabel(t)} (stays)`)];
    if (notes.length > 0) {
      lines.push(`${indent}note right of ${sid(state.id)}`);
      for (const n of notes) lines.push(`${indent}  ${safe(n)}`);
      lines.push(`${indent}end note`);
    }
    if (state.type === 'final') lines.push(`${indent}${sid(state.id)} --> [*]`);
  };

  const body = (parent: StateInfo, children: StateInfo[], indent: string) => {
    if (parent.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        declare(child, indent);
      });
      return;
    }
    if (parent.initial) lines.push(`${indent}[*] --> ${sid(parent.initial)}`);
    for (const child of children) declare(child, indent);
  };

  const root = byId.get(graph.root);
  if (!root) throw new Error(`machine ${graph.id}: no root state`);
  body(root, root.children.map((id) => byId.get(id)).filter((c): c is StateInfo => !!c), '  ');
  for (const t of graph.transitions) {
    for (const target of t.targets) lines.push(`  ${sid(t.source)} --> ${sid(target)} : ${mermaidLabel(t)}`);
  }
  return `${lines.join('\n')}\n`;
}
