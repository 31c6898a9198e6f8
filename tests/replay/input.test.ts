// @vitest-environment jsdom
// The recorder's input capture (src/replay/input.ts): a player's clicks, typing and keys become tape actions; a password
// field's value is redacted; the QA tools' own panels are never recorded; events the replay dispatches are not recorded again.
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED, type Action } from '../../src/replay';
import { captureInput, cssPath, dispatchAction, PANEL_ID } from '../../src/replay/input';

/**
 * Dispatches `event` as trusted, as the browser does for a real player's input. jsdom marks every
 * event a script dispatches untrusted (as a browser does), so this goes through its internal dispatch.
 */
function asPlayer(target: EventTarget, event: Event): void {
  type Impl = { isTrusted: boolean; _dispatch: (e: Impl) => boolean };
  const impl = (o: object): Impl => {
    const key = Object.getOwnPropertySymbols(o).find((s) => s.description === 'impl');
    if (!key) throw new Error('not a jsdom wrapper');
    return (o as Record<symbol, Impl>)[key]!;
  };
  const e = impl(event);
  e.isTrusted = true;
  impl(target)._dispatch(e);
}

const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  asPlayer(field, new Event('input', { bubbles: true }));
};

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <main>
      <form aria-label="Login">
        <input type="text" name="userName" />
        <input type="password" name="password" />
        <button type="button">Log In</button>
      </form>
    </main>
    <div id="${PANEL_ID}"><button type="button">Mark</button><input type="text" name="markName" /></div>
    <div id="mock-dev-panel"><button type="button">Open simulated exchange panel</button></div>`;
  const [userName, password] = Array.from(document.querySelectorAll<HTMLInputElement>('main input'));
  const logIn = document.querySelector<HTMLButtonElement>('main button')!;
  const recorded: Omit<Action, 'kind' | 'at'>[] = [];
  stop = captureInput((a) => recorded.push(a));
  return { userName: userName!, password: password!, logIn, recorded };
}

describe('recorder input capture', () => {
  it("records the player's typing, clicks and Enter, by a path that finds the element again", () => {
    const { userName, logIn, recorded } = page();
    type(userName, 'rahul');
    asPlayer(logIn, new MouseEvent('click', { bubbles: true }));
    asPlayer(userName, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    asPlayer(userName, new KeyboardEvent('keydown', { key: 'a', bubbles: true })); // typing arrives as input, not keys
    expect(recorded).toEqual([
      { type: 'input', target: cssPath(userName), value: 'rahul' },
      { type: 'click', target: cssPath(logIn) },
      { type: 'key', target: cssPath(userName), value: 'Enter' },
    ]);
    expect(cssPath(userName)).toBe('body > main:nth-child(1) > form:nth-child(1) > input:nth-child(1)');
  });

  it("keeps no password: a password field's typing is recorded as redacted", () => {
    const { password, recorded } = page();
    type(password, 'Rahul@123');
    expect(recorded).toEqual([{ type: 'input', target: cssPath(password), value: REDACTED }]);
    expect(JSON.stringify(recorded)).not.toContain('Rahul@123');
  });

  it("skips the QA tools' own panels: the replay panel and the simulated exchange's", () => {
    const { recorded } = page();
    const mark = document.querySelector<HTMLButtonElement>(`#${PANEL_ID} button`)!;
    const markName = document.querySelector<HTMLInputElement>(`#${PANEL_ID} input`)!;
    asPlayer(mark, new MouseEvent('click', { bubbles: true }));
    type(markName, 'after login');
    asPlayer(markName, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    asPlayer(document.querySelector('#mock-dev-panel button')!, new MouseEvent('click', { bubbles: true }));
    expect(recorded).toEqual([]);
  });

  it('ignores the events a replay dispatches: replaying a tape records nothing', () => {
    const { userName, password, logIn, recorded } = page();
    const tape: Action[] = [
      { kind: 'action', at: 100, type: 'input', target: cssPath(userName), value: 'rahul' },
      { kind: 'action', at: 200, type: 'input', target: cssPath(password), value: 'x' },
      { kind: 'action', at: 300, type: 'click', target: cssPath(logIn) },
      { kind: 'action', at: 400, type: 'key', target: cssPath(userName), value: 'Escape' },
    ];
    for (const a of tape) expect(dispatchAction(a)).toBeUndefined();
    // The replayed input did reach the page...
    expect(userName.value).toBe('rahul');
    // ...and none of it became a new action.
    expect(recorded).toEqual([]);
  });

  it('stops listening when stopped', () => {
    const { userName, recorded } = page();
    stop!();
    stop = null;
    type(userName, 'rahul');
    expect(recorded).toEqual([]);
  });
});
