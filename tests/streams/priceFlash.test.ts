// @vitest-environment jsdom
// A price whose data-flash changed is lit for PRICE_FLASH_MS from its latest change; a price mounted with the attribute is not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asyncScheduler } from 'rxjs';
import { PRICE_FLASH_MS } from '../../src/domain/constants';
import { LIT_ATTRIBUTE, lightPriceFlashes } from '../../streams/priceFlash';

/** MutationObserver records are delivered in a microtask. */
const observed = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('lightPriceFlashes', () => {
  let stop = () => {};
  let started = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    started = Date.now();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function page(): { cell: HTMLElement; other: HTMLElement } {
    document.body.innerHTML = '<div id="root"><button data-flash="odd" id="cell"></button><span id="other"></span></div>';
    const sub = lightPriceFlashes(document.body, () => asyncScheduler);
    stop = () => sub.unsubscribe();
    return { cell: document.getElementById('cell')!, other: document.getElementById('other')! };
  }
  /** Runs the fake clock to `ms` after the test's start. */
  const runTo = (ms: number) => vi.advanceTimersByTime(started + ms - Date.now());

  it('lights a changed price in the same task, and puts it out PRICE_FLASH_MS later', async () => {
    const { cell } = page();
    expect(cell.hasAttribute(LIT_ATTRIBUTE)).toBe(false);
    cell.setAttribute('data-flash', 'even');
    await observed();
    expect(cell.hasAttribute(LIT_ATTRIBUTE)).toBe(true);
    runTo(PRICE_FLASH_MS - 1);
    expect(cell.hasAttribute(LIT_ATTRIBUTE)).toBe(true);
    runTo(PRICE_FLASH_MS);
    expect(cell.hasAttribute(LIT_ATTRIBUTE)).toBe(false);
  });

  it('keeps a price that changes again lit for PRICE_FLASH_MS from its latest change', async () => {
    const { cell } = page();
    cell.setAttribute('data-flash', 'even');
    await observed();
    runTo(300);
    cell.setAttribute('data-flash', 'odd');
    await observed();
    runTo(PRICE_FLASH_MS);
    expect(cell.hasAttribute(LIT_ATTRIBUTE), 'the first lighting ended; the second has 300 ms to go').toBe(true);
    runTo(300 + PRICE_FLASH_MS);
    expect(cell.hasAttribute(LIT_ATTRIBUTE)).toBe(false);
  });

  it('lights the prices of one commit together and puts them out together; a price lit again by a later commit stays lit', async () => {
    document.body.innerHTML = '<div><button data-flash="odd" id="a"></button><button data-flash="odd" id="b"></button><button data-flash="odd" id="c"></button></div>';
    const sub = lightPriceFlashes(document.body, () => asyncScheduler);
    stop = () => sub.unsubscribe();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!) as [HTMLElement, HTMLElement, HTMLElement];
    a.setAttribute('data-flash', 'even');
    b.setAttribute('data-flash', 'even');
    await observed();
    expect([a, b, c].map((el) => el.hasAttribute(LIT_ATTRIBUTE))).toEqual([true, true, false]);
    expect(vi.getTimerCount(), 'one timer for the commit, not one per price').toBe(1);
    runTo(200);
    b.setAttribute('data-flash', 'odd');
    c.setAttribute('data-flash', 'even');
    await observed();
    runTo(PRICE_FLASH_MS);
    expect([a, b, c].map((el) => el.hasAttribute(LIT_ATTRIBUTE))).toEqual([false, true, true]);
    runTo(200 + PRICE_FLASH_MS);
    expect([a, b, c].map((el) => el.hasAttribute(LIT_ATTRIBUTE))).toEqual([false, false, false]);
  });

  it('lights nothing else: a new price cell, another attribute, an element without data-flash', async () => {
    const { other } = page();
    const added = document.createElement('button');
    added.setAttribute('data-flash', 'odd');
    document.getElementById('root')!.append(added);
    other.setAttribute('data-side', 'back');
    other.setAttribute('title', 'x');
    await observed();
    expect(document.querySelectorAll(`[${LIT_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('stops observing when unsubscribed', async () => {
    const { cell } = page();
    stop();
    cell.setAttribute('data-flash', 'even');
    await observed();
    expect(cell.hasAttribute(LIT_ATTRIBUTE)).toBe(false);
  });
});
