// Keeps a browser world across reloads: its ledger and accounts are saved to localStorage after each change.
import type { World, WorldSnapshot } from './world';

export const ledgerStorageKey = (seed: number) => `mock.ledger.${seed}`;

export function loadSnapshot(storage: Storage, seed: number): WorldSnapshot | undefined {
  try {
    const raw = storage.getItem(ledgerStorageKey(seed));
    if (!raw) return undefined;
    const s = JSON.parse(raw) as WorldSnapshot;
    return s.version === 1 && s.seed === seed ? s : undefined;
  } catch {
    return undefined;
  }
}

/** Saves after each burst of changes (one write per task, however many bets settled in it). */
export function persistWorld(world: World, storage: Storage): () => void {
  let pending = false;
  const save = () => {
    pending = false;
    try {
      storage.setItem(ledgerStorageKey(world.seed), JSON.stringify(world.snapshot()));
    } catch {
      // Quota exceeded or storage denied: the world still runs, it just will not survive a reload.
    }
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(save);
  };
  const offLedger = world.ledger.subscribe(schedule);
  const offUsers = world.users.subscribe(schedule);
  schedule();
  return () => {
    offLedger();
    offUsers();
  };
}

export function forgetWorld(storage: Storage, seed: number): void {
  storage.removeItem(ledgerStorageKey(seed));
}
