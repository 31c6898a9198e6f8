// Web storage stand-ins for the stream tests: one in memory, its map open to assertions, and one that refuses every call.
import type { KeyValueStorage } from '../../streams/session';

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** Storage a browser denies (privacy mode, a full quota): reads and writes throw. */
export const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {},
};
