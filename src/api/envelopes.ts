// The contract's envelopes ({data: T}, {data: T[]}, Paged<T>), each built once per item schema.
// A poll answers every 1 to 2 s (odds, fancy); an envelope made afresh for every call allocated its
// schema objects again on every answer, so each item schema keeps the envelope it was given first.
import * as v from 'valibot';
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

const dataOfMemo = memo((item: v.GenericSchema) => dataOf(item));
const listOfMemo = memo((item: v.GenericSchema) => dataOf(v.array(item)));
const pagedMemo = memo((item: v.GenericSchema) => paged(item));

/** `{data: item}`, the same schema object for the same item. */
export const dataOnce = <T extends v.GenericSchema>(item: T): ReturnType<typeof dataOf<T>> =>
  dataOfMemo(item) as ReturnType<typeof dataOf<T>>;

/** `{data: item[]}`, the same schema object for the same item. */
export const listOnce = <T extends v.GenericSchema>(item: T): ReturnType<typeof dataOf<v.ArraySchema<T, undefined>>> =>
  listOfMemo(item) as ReturnType<typeof dataOf<v.ArraySchema<T, undefined>>>;

/** `Paged<item>`, the same schema object for the same item. */
export const pagedOnce = <T extends v.GenericSchema>(item: T): ReturnType<typeof paged<T>> =>
  pagedMemo(item) as ReturnType<typeof paged<T>>;
