// The contract's envelopes ({data: T}, {data: T[]}, Paged<T>), each built once per item schema.
// zod builds a schema's parser lazily on its first parse and keeps it on that schema object, so an
// envelope made afresh for every call paid that build again on every poll answer (odds every 2 s,
// fancy every 1 s); a memoised envelope parses with the parser it built the first time.
import { z } from 'zod/mini';
import { dataOf, paged } from './contract';

function memo<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

const dataOfMemo = memo((item: z.core.SomeType) => dataOf(item));
const listOfMemo = memo((item: z.core.SomeType) => dataOf(z.array(item)));
const pagedMemo = memo((item: z.core.SomeType) => paged(item));

/** `{data: item}`, the same schema object for the same item. */
export const dataOnce = <T extends z.core.SomeType>(item: T): ReturnType<typeof dataOf<T>> =>
  dataOfMemo(item) as ReturnType<typeof dataOf<T>>;

/** `{data: item[]}`, the same schema object for the same item. */
export const listOnce = <T extends z.core.SomeType>(item: T): ReturnType<typeof dataOf<z.ZodMiniArray<T>>> =>
  listOfMemo(item) as ReturnType<typeof dataOf<z.ZodMiniArray<T>>>;

/** `Paged<item>`, the same schema object for the same item. */
export const pagedOnce = <T extends z.core.SomeType>(item: T): ReturnType<typeof paged<T>> =>
  pagedMemo(item) as ReturnType<typeof paged<T>>;
