// Every machine of the app, found in machines/*.machine.ts (this file is in machines/tools/): a new machine file joins the coverage, the docs and the inspector's list with no line here.
import type { AnyStateMachine } from 'xstate';
import { isMachine } from './graph';

const modules = import.meta.glob<Record<string, unknown>>('../*.machine.ts', { eager: true });

/** One entry per machine id, in file-name order; the file names where it was found. */
export interface RegisteredMachine {
  id: string;
  file: string;
  machine: AnyStateMachine;
}

function collect(): RegisteredMachine[] {
  const found = new Map<string, RegisteredMachine>();
  for (const [path, exports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const value of Object.values(exports)) {
      if (!isMachine(value) || found.has(value.id)) continue;
      found.set(value.id, { id: value.id, file: `machines/${path.replace(/^\.\.\//, '')}`, machine: value });
    }
  }
  return [...found.values()];
}

export const MACHINES: readonly RegisteredMachine[] = collect();
