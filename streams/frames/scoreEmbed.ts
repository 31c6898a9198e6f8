// The embedded score frame's height on the parent page: read from the frame every second where the browser allows, else from the heights the frame posts.
import { EMPTY, Observable, defer, distinctUntilChanged, filter, map, merge, startWith, timer, type SchedulerLike } from 'rxjs';
import { SCORE_FRAME_RESIZE_MS } from '../../src/domain/constants';
import { SCORE_FRAME_HEIGHT, frameHeightFor, scoreFrameHeight$ } from './scoreFrameFeed';
import { appScheduler } from '../scheduler';

/** What is read of an iframe element. */
export interface FrameElement {
  readonly contentWindow: { readonly document: { readonly documentElement: { readonly scrollHeight: number } | null } } | null;
}

/**
 * The frame document's content height, or null when it cannot be read yet (not loaded) or at all:
 * reading a cross-origin frame's document throws, which is reported through `refused`.
 */
function readFrameHeight(frame: FrameElement, refused: (err: unknown) => void): number | null {
  try {
    const height = frame.contentWindow?.document.documentElement?.scrollHeight;
    return height !== undefined && Number.isFinite(height) && height > 0 ? height : null;
  } catch (err) {
    refused(err);
    return null;
  }
}

export interface ScoreEmbedDeps {
  /** The heights the frame posts (same-origin messages), already turned into the frame's height. */
  posted?: Observable<number>;
  scheduler?: SchedulerLike;
  /** Defaults to console.warn; called once per frame: a refusal is a warning, never an error. */
  warn?: (message: string, err: unknown) => void;
}

/**
 * The spec's height for the score frame (160, or 500 once its content is taller than 200):
 * measured every SCORE_FRAME_RESIZE_MS where the browser lets the page read the frame, and taken
 * from the frame's own messages otherwise. A cross-origin refusal is logged once as a warning.
 */
export function scoreEmbedHeight$(frame: FrameElement, frameId: string, deps: ScoreEmbedDeps = {}): Observable<number> {
  return defer(() => {
    const scheduler = deps.scheduler ?? appScheduler();
    const warn = deps.warn ?? ((message: string, err: unknown) => console.warn(message, err));
    let readable = true;
    const refused = (err: unknown) => {
      if (!readable) return;
      readable = false;
      warn('[score frame] the page may not read the frame (cross-origin); its height follows its messages', err);
    };
    const measured$ = timer(0, SCORE_FRAME_RESIZE_MS, scheduler).pipe(
      map(() => (readable ? readFrameHeight(frame, refused) : null)),
      filter((h): h is number => h !== null),
      map(frameHeightFor),
    );
    return merge(measured$, deps.posted ?? (frameId ? scoreFrameHeight$(frameId) : EMPTY)).pipe(
      startWith<number>(SCORE_FRAME_HEIGHT.compact),
      distinctUntilChanged(),
    );
  });
}
