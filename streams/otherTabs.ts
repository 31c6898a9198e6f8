// Another tab's writes to this browser's shared storage (the window's `storage` events, which a tab never gets
// for its own writes): the keys written, null when storage was cleared. The player's settings that every tab
// shows (quick stakes, one-click) are read again on their key's event.
import { EMPTY, fromEvent, map, type Observable } from 'rxjs';

export const otherTabWrites$: Observable<string | null> =
  typeof window === 'undefined' ? EMPTY : fromEvent<StorageEvent>(window, 'storage').pipe(map((e) => e.key));
