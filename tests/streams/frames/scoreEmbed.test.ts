// The score frame's height on its parent page in virtual time: read every second where allowed, messages otherwise, a cross-origin refusal only warned about once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { SCORE_FRAME_RESIZE_MS } from '../../../src/domain/constants';
import { scoreEmbedHeight$, type FrameElement } from '../../../streams/frames/scoreEmbed';
import { setAppScheduler } from '../../../streams/scheduler';
import { virtualClock } from '../market/virtualClock';

afterEach(() => setAppScheduler(null));

/** A same-origin frame whose content height a test changes. */
function readableFrame(initial: number) {
  const doc = { documentElement: { scrollHeight: initial } };
  const frame: FrameElement = { contentWindow: { document: doc } };
  return { frame, grow: (h: number) => (doc.documentElement.scrollHeight = h) };
}

/** A cross-origin frame: reading its document throws, as browsers do. */
const foreignFrame: FrameElement = {
  get contentWindow() {
    return {
      get document(): never {
        throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      },
    };
  },
};

describe('score frame height on the parent page', () => {
  it('reads the content every second: 160 until it is taller than 200, then 500', () => {
    const clock = virtualClock();
    const { frame, grow } = readableFrame(150);
    const heights: number[] = [];
    const sub = scoreEmbedHeight$(frame, '9', { posted: new Subject<number>() }).subscribe((h) => heights.push(h));
    clock.advanceTo(0);
    expect(heights).toEqual([160]);
    grow(320);
    clock.advanceTo(SCORE_FRAME_RESIZE_MS - 1);
    expect(heights).toEqual([160]);
    clock.advanceTo(SCORE_FRAME_RESIZE_MS);
    expect(heights).toEqual([160, 500]);
    grow(180);
    clock.advanceTo(2 * SCORE_FRAME_RESIZE_MS);
    expect(heights).toEqual([160, 500, 160]);
    sub.unsubscribe();
  });

  it('a cross-origin frame is a single console warning; its posted heights still resize it', () => {
    const clock = virtualClock();
    const warn = vi.fn<(message: string, err: unknown) => void>();
    const posted = new Subject<number>();
    const heights: number[] = [];
    const sub = scoreEmbedHeight$(foreignFrame, '9', { posted, warn }).subscribe((h) => heights.push(h));
    clock.advanceTo(10 * SCORE_FRAME_RESIZE_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toBeInstanceOf(DOMException);
    posted.next(500);
    expect(heights).toEqual([160, 500]);
    sub.unsubscribe();
  });
});
