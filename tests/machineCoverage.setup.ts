// Vitest setup: in the machine tests (tests/machines/), every actor created with xstate's createActor is inspected, and the transitions and states it took are written to coverage/machines/runs/ for `npm run machines:coverage` and the inspector's overlay. Other test files are left alone (no mocked xstate, no cost).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, vi } from 'vitest';
import type { CoverageRun } from '../machines/tools/coverage';

const taken = new Map<string, { transitions: Set<string>; states: Set<string> }>();

const testPath = expect.getState().testPath ?? '';
const recording = /[\\/]tests[\\/]machines[\\/]/.test(testPath);

// doMock is not hoisted, so the condition holds; it still runs before the test file imports xstate.
if (recording) vi.doMock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const { activeStateIds, isMachine, transitionIdOf } = await import('../machines/tools/graph');
  const record = (ev: import('xstate').InspectionEvent) => {
    if (ev.type !== '@xstate.microstep') return;
    const logic = (ev.actorRef as unknown as { logic: unknown }).logic;
    if (!isMachine(logic)) return;
    const m = taken.get(logic.id) ?? { transitions: new Set<string>(), states: new Set<string>() };
    taken.set(logic.id, m);
    for (const t of ev._transitions) {
      const id = transitionIdOf(logic, t);
      if (id) m.transitions.add(id);
    }
    activeStateIds(ev.snapshot).forEach((s) => m.states.add(s));
  };
  const createActor = ((logic: import('xstate').AnyActorLogic, options?: Record<string, unknown>) => {
    const own = options?.inspect as ((e: import('xstate').InspectionEvent) => void) | { next?: (e: import('xstate').InspectionEvent) => void } | undefined;
    const inspect = (e: import('xstate').InspectionEvent) => {
      record(e);
      if (typeof own === 'function') own(e);
      else own?.next?.(e);
    };
    return xstate.createActor(logic, { ...options, inspect } as never);
  }) as unknown as typeof xstate.createActor;
  return { ...xstate, createActor };
});

afterAll(() => {
  if (!recording || taken.size === 0) return;
  const root = resolve(import.meta.dirname, '..');
  const file = relative(root, testPath);
  const run: CoverageRun = {
    file,
    machines: Object.fromEntries(
      [...taken].map(([id, m]) => [id, { transitions: [...m.transitions].sort(), states: [...m.states].sort() }]),
    ),
  };
  const dir = join(root, 'coverage/machines/runs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${file.replace(/[^A-Za-z0-9.]+/g, '_')}.json`), `${JSON.stringify(run, null, 1)}\n`);
});
