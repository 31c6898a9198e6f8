// Bets counted per player action, not per clientRef (issue 31, items 2 and 3): what the player was told about each action
// (one click, one Enter, one confirmation, one cash out), and the bets the exchange's own ledger gained while it ran. Pure: the
// double-bet journeys and the soak gather the actions, tests/betCounting/betsPerAction.test.ts proves the checks.

export type Side = 'back' | 'lay';

/** What the player asked for: the price they clicked (its row's selection), the side and the stake. */
export interface ActionIdentity {
  selectionId?: string;
  side?: Side;
  stake?: number;
}

/** A bet as the exchange's ledger holds it (the contract's `Bet`, the fields counted here). */
export interface LedgerBet {
  betId: string;
  selectionId: string | number;
  type: string;
  stake: number;
  markettype?: string;
  clientRef?: string;
}

/**
 * What the page told the player about the action:
 * - `placed`: the bet was placed (the slip's success);
 * - `placedAfterLost`: the answer was lost and the client found the bet in the exchange's list;
 * - `unknown`: the answer was lost and the client could not tell;
 * - `notPlaced`: the answer was lost and the client found no bet;
 * - `refused`: the slip or the exchange refused it, with its reason;
 * - `nothing`: nothing was confirmed (no price to bet on, or no answer seen), with the reason.
 */
export type Told = 'placed' | 'placedAfterLost' | 'unknown' | 'notPlaced' | 'refused' | 'nothing';

export interface PlayerAction {
  /** Who or what the action was: a journey's step, or the soak's kind (odds, bookmaker, fancy, casino, horse). */
  label: string;
  /** The betIds the exchange held just before the action: the action's bets are those that appear after it, before the next. */
  before: readonly string[];
  /** The bet asked for; a cash out's confirmation asks for its hedge bets, each to be held once (a list). */
  identity: ActionIdentity | readonly ActionIdentity[];
  told: Told;
  /** Why: the refusal's text, or why nothing was confirmed. */
  reason?: string;
  /** The clientRefs the page sent while the action ran (the network, for the per-ref checks). */
  refs: readonly string[];
}

export interface CountedAction {
  action: PlayerAction;
  /** The bets the exchange gained during the action. */
  held: LedgerBet[];
  /** The answer was lost and the exchange holds the bet (told so, or told it could not tell). */
  lostThenFound: boolean;
  problems: string[];
}

/** The texts the player reads (src/domain/betConfirmation.ts, the slips' machines), written out here: the test reads the screen. */
const TOLD_TEXTS: [Told, RegExp][] = [
  ['placedAfterLost', /^Your bet was placed: the connection dropped|^Your bet .+ was placed\.$/],
  ['unknown', /^We could not tell whether your bet|^Your bet could not be confirmed\./],
  ['notPlaced', /^Your bet was not placed\.|^Your bet .+ was not placed\.$/],
];

/** Toasts about something else that may show while a bet is placed: a sign-in, a session ending, a poll that failed. */
const NOT_ABOUT_THE_BET = /^Login successful|^Session expired|could not be updated|^Network error|Check your connection\.$/;

/**
 * What the player was told about one action, from the toasts shown while it ran (their Toastify kind and text) and the
 * slip's alert when it ended: the strongest statement about money wins (placed before could not tell before not placed).
 * A success toast is a placed bet only when it says placed ('Bet placed successfully'); toasts about other things
 * (a sign-in, a failed poll) are not read as the bet's outcome.
 */
export function toldOf(toasts: readonly { kind: string; text: string }[], alert?: string | null): { told: Told; reason?: string } {
  const about = toasts.map((t) => ({ kind: t.kind, text: t.text.trim() })).filter((t) => !NOT_ABOUT_THE_BET.test(t.text));
  const saidWith = (told: Told) => about.some((t) => TOLD_TEXTS.some(([k, re]) => k === told && re.test(t.text)));
  if (saidWith('placedAfterLost')) return { told: 'placedAfterLost' };
  const other = (t: { text: string }) => !TOLD_TEXTS.some(([, re]) => re.test(t.text));
  if (about.some((t) => t.kind === 'success' && /placed/i.test(t.text) && other(t))) return { told: 'placed' };
  if (saidWith('unknown')) return { told: 'unknown' };
  if (saidWith('notPlaced')) return { told: 'notPlaced' };
  const refusal = alert?.trim() || about.find((t) => t.kind === 'error' || t.kind === 'warning')?.text;
  return refusal ? { told: 'refused', reason: refusal } : { told: 'nothing', reason: 'no outcome shown' };
}

const matches = (bet: LedgerBet, id: ActionIdentity): boolean =>
  (id.selectionId === undefined || String(bet.selectionId) === id.selectionId) &&
  (id.side === undefined || bet.type === id.side) &&
  (id.stake === undefined || bet.stake === id.stake);

const describeAsked = (id: ActionIdentity) => `${id.side ?? 'any side'} ${id.selectionId ?? 'any selection'} stake ${id.stake ?? 'any'}`;

const describeBet = (b: LedgerBet) => `${b.betId} (${b.markettype ?? ''} ${b.type} ${String(b.selectionId)} stake ${b.stake} ref ${b.clientRef ?? 'none'})`;

/**
 * Splits the bets the exchange holds at the end (`ledger`) between the actions, by when each appeared (not by clientRef),
 * and checks each action against what the player was told:
 * - told placed (or placed after a lost answer): the exchange holds exactly one bet for it (a cash out: one per hedge bet);
 * - told it could not tell: at most one (one is a lost-then-found);
 * - told not placed, refused or nothing confirmed: none;
 * - every bet it holds is one asked for (selection, side, stake) and carries a ref the action sent; a hedge of several
 *   bets holds each of them;
 * - no ref is held twice.
 */
export function betsPerAction(actions: readonly PlayerAction[], ledger: readonly LedgerBet[]): CountedAction[] {
  const refHolds = new Map<string, number>();
  for (const b of ledger) if (b.clientRef) refHolds.set(b.clientRef, (refHolds.get(b.clientRef) ?? 0) + 1);
  return actions.map((action, i) => {
    const before = new Set(action.before);
    const next = actions[i + 1];
    const byNext = next ? new Set(next.before) : null;
    const held = ledger.filter((b) => !before.has(b.betId) && (byNext === null || byNext.has(b.betId)));
    const problems: string[] = [];
    const n = held.length;
    // One bet asked for, or a cash out's hedge: each bet asked for is held once (a list of them, in any order).
    const wanted: readonly ActionIdentity[] = Array.isArray(action.identity) ? action.identity : [action.identity as ActionIdentity];
    const goal = wanted.length;
    const what = `${action.label}: told ${action.told}${action.reason ? ` (${action.reason})` : ''}, the exchange holds ${n} bet${n === 1 ? '' : 's'} for it`;
    if ((action.told === 'placed' || action.told === 'placedAfterLost') && n !== goal) problems.push(`${what} (goal ${goal})`);
    else if (action.told === 'unknown' && n > goal) problems.push(`${what} (goal at most ${goal})`);
    else if ((action.told === 'notPlaced' || action.told === 'refused' || action.told === 'nothing') && n !== 0) problems.push(`${what} (goal 0)`);
    for (const b of held) {
      if (!wanted.some((id) => matches(b, id))) problems.push(`${action.label}: the exchange holds a bet the player did not ask for: ${describeBet(b)}; asked for ${wanted.map(describeAsked).join(', ')}`);
      if (!b.clientRef || !action.refs.includes(b.clientRef)) problems.push(`${action.label}: the exchange holds a bet with a ref the action did not send: ${describeBet(b)}`);
      if (b.clientRef && (refHolds.get(b.clientRef) ?? 0) > 1) problems.push(`${action.label}: ref ${b.clientRef} is held ${refHolds.get(b.clientRef)} times`);
    }
    // The right number held for a hedge of several bets, but one of them twice and another not at all.
    if (goal > 1 && n === goal) {
      const unclaimed = [...wanted];
      for (const b of held) {
        const at = unclaimed.findIndex((id) => matches(b, id));
        if (at >= 0) unclaimed.splice(at, 1);
      }
      for (const id of unclaimed) problems.push(`${action.label}: the exchange holds no bet for ${describeAsked(id)}, one of those asked for`);
    }
    const lostThenFound = n === goal && n > 0 && (action.told === 'placedAfterLost' || action.told === 'unknown');
    return { action, held, lostThenFound, problems };
  });
}

export interface KindFigures {
  attempts: number;
  /** Attempts that sent at least one bet request. */
  sent: number;
  /** Attempts the player was told were placed (at once, or after a lost answer). */
  toldPlaced: number;
  /** Bets the exchange holds for the attempts. */
  held: number;
  lostThenFound: number;
  /** Why attempts placed nothing, with how often. */
  failures: Record<string, number>;
}

/** The counted actions' figures per label (the soak's kinds). */
export function figuresByLabel(counted: readonly CountedAction[]): Record<string, KindFigures> {
  const out: Record<string, KindFigures> = {};
  for (const c of counted) {
    const f = (out[c.action.label] ??= { attempts: 0, sent: 0, toldPlaced: 0, held: 0, lostThenFound: 0, failures: {} });
    f.attempts += 1;
    if (c.action.refs.length > 0) f.sent += 1;
    if (c.action.told === 'placed' || c.action.told === 'placedAfterLost') f.toldPlaced += 1;
    f.held += c.held.length;
    if (c.lostThenFound) f.lostThenFound += 1;
    if (c.action.told === 'refused' || c.action.told === 'nothing' || c.action.told === 'notPlaced') {
      const why = `${c.action.told}: ${c.action.reason ?? (c.action.told === 'notPlaced' ? 'answer lost, not placed' : '?')}`;
      f.failures[why] = (f.failures[why] ?? 0) + 1;
    }
  }
  return out;
}
