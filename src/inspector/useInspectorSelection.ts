// The inspector's selection: which actor or machine definition is shown, and which of its steps
// (live, or a past one: read-only time travel), with what the panes derive from them.
import { useMemo, useState, useSyncExternalStore } from 'react';
import { describeMachine, type MachineGraph } from '../../machines/tools/graph';
import type { PlainSnapshot } from '../../machines/tools/inspectionProtocol';
import { MACHINES } from '../../machines/tools/registry';
import type { InspectorStore, Step } from './store';

export type Selection = { kind: 'actor'; key: string } | { kind: 'machine'; id: string } | null;

const NO_STEPS: Step[] = [];

export function useInspectorSelection(store: InspectorStore) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const machines = useMemo(() => MACHINES.map((m) => ({ id: m.id, file: m.file, graph: describeMachine(m.machine) })), []);

  const [picked, setSelection] = useState<Selection>(null);
  const [cursor, setCursor] = useState<number | null>(null);

  const byKey = useMemo(() => new Map(state.actors.map((a) => [a.key, a])), [state.actors]);
  const machineActors = state.actors.filter((a) => a.info.kind === 'machine');

  // Until the developer picks one, follow the first live machine actor.
  const firstLive = machineActors.find((a) => a.snapshot.status === 'active') ?? machineActors[0];
  const selection: Selection = picked ?? (firstLive ? { kind: 'actor', key: firstLive.key } : null);

  const record = selection?.kind === 'actor' ? byKey.get(selection.key) ?? null : null;
  const staticMachine = selection?.kind === 'machine' ? machines.find((m) => m.id === selection.id) ?? null : null;
  const graph: MachineGraph | null = record?.info.graph ?? staticMachine?.graph ?? null;
  const steps = record?.steps ?? NO_STEPS;
  const viewed: Step | null = cursor === null ? (steps.at(-1) ?? null) : (steps.find((s) => s.n === cursor) ?? null);
  const snapshot: PlainSnapshot | null = cursor === null ? (record?.snapshot ?? null) : (viewed?.snapshot ?? null);
  const live = cursor === null;
  const machineId = record?.info.machineId ?? staticMachine?.id ?? null;

  const select = (next: Selection) => {
    setSelection(next);
    setCursor(null);
  };

  const stepTo = (n: number | null) => {
    if (n === null || steps.length === 0) return setCursor(null);
    const first = steps[0]!.n;
    const last = steps.at(-1)!.n;
    setCursor(n >= last ? null : Math.max(first, n));
  };
  const backToLive = () => setCursor(null);
  const currentN = viewed?.n ?? 0;

  return { state, machines, byKey, machineActors, selection, select, record, graph, steps, viewed, snapshot, live, machineId, stepTo, backToLive, currentN };
}

export type InspectorSelection = ReturnType<typeof useInspectorSelection>;
