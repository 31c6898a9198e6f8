// Quick reads of the screen for the fault matrix's rows: by accessible label or text, on the elements a row looks at
// (a row checks every price of an answer, many times over a run: Testing Library's role queries are too slow for that).
import { expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { fullmarketUrlOf } from '../../../src/domain/matchLists';
import type { Match } from '../../../src/api/contract';
import { api } from '../../../streams/api';
import { marketApi } from '../../../streams/market/api';

/** The accessible name a control shows: its aria-label, else its text. */
export const nameOf = (el: Element): string => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();

/** The buttons under `root` named exactly `name`. */
export function buttonsNamed(root: ParentNode, name: string | RegExp): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button, [role="button"]')].filter((b) => (typeof name === 'string' ? nameOf(b) === name : name.test(nameOf(b))));
}

/** Asserts a button named `name` is under `root`. */
export function expectButton(root: ParentNode, name: string | RegExp, what: string): void {
  expect(buttonsNamed(root, name).length, `${what}: a button '${String(name)}'`).toBeGreaterThan(0);
}

/** The element with this aria-label (a region, a dialog, a form), or null. */
export function labelled(label: string | RegExp, selector = '[aria-label]', root: ParentNode = document): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((el) => {
    const l = el.getAttribute('aria-label') ?? '';
    return typeof label === 'string' ? l === label : label.test(l);
  }) ?? null;
}

/** Whether some element under `root` has exactly this text (trimmed). */
export function hasText(root: ParentNode, text: string | RegExp): boolean {
  const all = root.querySelectorAll<HTMLElement>('*');
  for (const el of all) {
    if (el.children.length > 0 && el.childNodes.length === el.children.length) continue;
    const t = (el.textContent ?? '').trim();
    if (typeof text === 'string' ? t === text : text.test(t)) return true;
  }
  return false;
}

/** An in-play cricket match with an open Match Odds, a bookmaker and fancy session rows (as the journeys pick it). */
export async function inPlayCricketMatch(): Promise<Match> {
  const open = (await firstValueFrom(api.matchesBySport('4'))).filter((m) => m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN');
  for (const m of open) {
    const rows = await firstValueFrom(marketApi.fancy(m.eventId, m.competitionId, m.matchId)).catch(() => []);
    if ((rows as { gtype?: string }[]).some((r) => r.gtype === 'session')) return m;
  }
  throw new Error('no open in-play cricket match with fancy sessions in this world');
}

/** A cricket match before its start whose Match Odds is open (the bet row: no ball-by-ball suspensions). */
export async function upcomingCricketMatch(): Promise<Match> {
  const open = (await firstValueFrom(api.matchesBySport('4'))).filter((m) => !m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN' && !m.matchOdds[0]?.inplay);
  const m = open.sort((a, b) => Date.parse(b.openDate) - Date.parse(a.openDate))[0];
  if (!m) throw new Error('no open cricket match before its start in this world');
  return m;
}

export { fullmarketUrlOf };
