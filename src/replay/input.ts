// The player's input as tape actions: captured while recording, dispatched again while replaying.
import type { Action } from './tape';
import { REDACTED } from './tape';

/** Where the QA tools live: their own clicks are never recorded. */
export const PANEL_ID = 'qa-replay-panel';

/** Tools' hosts under <body>: never recorded, and skipped when counting <body>'s children. */
const TOOL_HOSTS = new Set([PANEL_ID, 'mock-dev-panel']);
const bodyChildren = (body: Element): Element[] => Array.from(body.children).filter((c) => !TOOL_HOSTS.has(c.id));

/**
 * `body > div:nth-child(1) > button:nth-child(3)`: stable because the replay renders the same page
 * at the same time. Under <body> the tools' panels are not counted (the replay has other ones).
 */
export function cssPath(el: Element): string {
  const parts: string[] = [];
  let node: Element | null = el;
  while (node && node.tagName !== 'BODY' && node.parentElement) {
    const parent: Element = node.parentElement;
    const siblings = parent.tagName === 'BODY' ? bodyChildren(parent) : Array.from(parent.children);
    parts.unshift(`${node.tagName.toLowerCase()}:nth-child(${siblings.indexOf(node) + 1})`);
    node = parent;
  }
  return ['body', ...parts].join(' > ');
}

/** The element a `cssPath` names, counting <body>'s children the same way. */
export function resolvePath(path: string, doc: Document = document): Element | null {
  const steps = path.split(' > ');
  if (steps[0] !== 'body') return doc.querySelector(path);
  let node: Element | null = doc.body;
  for (let i = 1; i < steps.length && node; i += 1) {
    const m = /^([a-z0-9-]+):nth-child\((\d+)\)$/.exec(steps[i]!);
    if (!m) return null;
    const kids: Element[] = node.tagName === 'BODY' ? bodyChildren(node) : Array.from(node.children);
    const next: Element | undefined = kids[Number(m[2]) - 1];
    node = next && next.tagName.toLowerCase() === m[1] ? next : null;
  }
  return node;
}

const isField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** The attribute the app puts on its password fields (sign-in, change password): recorded as '[redacted]' whatever they show. */
const SECRET_FIELD_ATTR = 'data-secret';
const SECRET_AUTOCOMPLETE = /(^|\s)(current-password|new-password|one-time-code)(\s|$)/i;
const SECRET_NAME = /pass|otp|pin\b|secret|token/i;

/**
 * A field whose value is a secret by what it is, not by how it shows now: 'Show password' makes a
 * password field `type=text`, and its keys must still not be recorded.
 */
export function isSecretField(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (el instanceof HTMLInputElement && el.type === 'password') return true;
  if (el.hasAttribute(SECRET_FIELD_ATTR)) return true;
  if (SECRET_AUTOCOMPLETE.test(el.getAttribute('autocomplete') ?? '')) return true;
  return SECRET_NAME.test(el.name) || SECRET_NAME.test(el.id);
}

const inPanel = (el: Element): boolean => el.closest('#qa-replay-panel, #mock-dev-panel') !== null;

/** Listens for clicks, typing, Enter/Escape and back/forward; returns the stop function. */
export function captureInput(record: (a: Omit<Action, 'kind' | 'at'>) => void, doc: Document = document): () => void {
  const onClick = (e: MouseEvent): void => {
    const el = e.target instanceof Element ? e.target : null;
    if (!el || inPanel(el) || !e.isTrusted) return;
    record({ type: 'click', target: cssPath(el) });
  };
  const onInput = (e: Event): void => {
    const el = e.target;
    if (!isField(el) || inPanel(el) || !e.isTrusted) return;
    record({ type: 'input', target: cssPath(el), value: isSecretField(el) ? REDACTED : el.value });
  };
  const onKey = (e: KeyboardEvent): void => {
    const el = e.target instanceof Element ? e.target : null;
    if (!el || inPanel(el) || !e.isTrusted || (e.key !== 'Enter' && e.key !== 'Escape')) return;
    record({ type: 'key', target: cssPath(el), value: e.key });
  };
  const onPop = (): void => record({ type: 'navigate', value: doc.location.pathname + doc.location.search });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  const onChange = (e: Event): void => {
    if (e.target instanceof HTMLSelectElement) onInput(e); // other fields' typing arrives as input events
  };
  doc.addEventListener('change', onChange, true);
  doc.addEventListener('keydown', onKey, true);
  window.addEventListener('popstate', onPop);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onChange, true);
    doc.removeEventListener('keydown', onKey, true);
    window.removeEventListener('popstate', onPop);
  };
}

/** Sets a field's value the way typing does, so React's onChange sees it. */
function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Replays one action; returns a problem to report, or undefined. */
export function dispatchAction(a: Action, doc: Document = document): string | undefined {
  if (a.type === 'navigate') {
    window.history.pushState(null, '', a.value ?? '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    return undefined;
  }
  const el = a.target ? resolvePath(a.target, doc) : null;
  if (!el) return `${a.type} at ${(a.at / 1000).toFixed(3)} s: no element ${a.target ?? ''} on the page`;
  if (a.type === 'click') {
    if (el instanceof HTMLElement) el.click();
    else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window })); // an icon's SVG
  } else if (a.type === 'input') {
    if (!isField(el)) return `input at ${(a.at / 1000).toFixed(3)} s: ${a.target ?? ''} is not a field`;
    setValue(el, a.value ?? '');
  } else if (a.value === 'Enter' && el instanceof HTMLInputElement && el.form) {
    el.form.requestSubmit();
  } else {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: a.value ?? '', bubbles: true }));
  }
  return undefined;
}
