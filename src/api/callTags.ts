// Which poll and which API call a request belongs to, read by a recording transport as the request is sent.
import { Observable } from 'rxjs';

export interface CallTags {
  /** The poll (streams/poll.ts `name`) whose round is sending. */
  poll?: string;
  /** The API call's name (src/api/endpoints.ts). */
  call?: string;
}

let current: CallTags = {};

/** The tags of the request being sent now: valid while a `Transport` is called. */
export function currentCallTags(): CallTags {
  return current;
}

/** Runs `fn` with `tags` added to the current ones (requests are sent synchronously inside it). */
export function withCallTags<T>(tags: CallTags, fn: () => T): T {
  const prev = current;
  current = { ...prev, ...tags };
  try {
    return fn();
  } finally {
    current = prev;
  }
}

/** `source`, subscribed with `tags` current: a poll's round sends its request during subscription. */
export function taggedSubscribe<T>(tags: CallTags, source: Observable<T>): Observable<T> {
  return new Observable<T>((subscriber) => withCallTags(tags, () => source.subscribe(subscriber)));
}
