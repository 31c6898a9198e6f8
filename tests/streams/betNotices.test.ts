// The notices about money that stay until dismissed: kept in order, dismissed by id, shown in the match's Open Bets while that is on screen and in the shell's otherwise.
import { describe, expect, it } from 'vitest';
import type { BetNotice } from '../../streams/betNotices';
import { createBetNotices } from '../../streams/betNotices';

const texts = (list: readonly BetNotice[] | undefined) => (list ?? []).map((n) => n.text);

describe('bet notices', () => {
  it("stay until dismissed; a match's Open Bets on screen takes its notices from the shell's list", () => {
    const notices = createBetNotices();
    const other: (readonly BetNotice[])[] = [];
    const otherSub = notices.otherNotices$.subscribe((l) => other.push(l));
    notices.keep({ kind: 'success', text: 'placed on 9001', matchId: '9001' });
    notices.keep({ kind: 'warning', text: 'unknown on 7001', matchId: '7001' });
    expect(texts(other.at(-1))).toEqual(['placed on 9001', 'unknown on 7001']);

    // The market page of 9001 opens: its Open Bets shows its notice, the shell's list no longer does.
    const match: (readonly BetNotice[])[] = [];
    const matchSub = notices.matchNotices$('9001').subscribe((l) => match.push(l));
    expect(texts(match.at(-1))).toEqual(['placed on 9001']);
    expect(texts(other.at(-1))).toEqual(['unknown on 7001']);

    // The page closes unread: the notice is back in the shell's list.
    matchSub.unsubscribe();
    expect(texts(other.at(-1))).toEqual(['placed on 9001', 'unknown on 7001']);

    const first = other.at(-1)?.[0];
    notices.dismiss(first?.id ?? '');
    expect(texts(other.at(-1))).toEqual(['unknown on 7001']);
    otherSub.unsubscribe();
  });
});
