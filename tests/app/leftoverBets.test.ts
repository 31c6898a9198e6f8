// The leftover-bet check loads the bet placement code only once someone is logged in, and stops with its subscription.
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subscription } from 'rxjs';
import { resolveLeftoverBetsWhenLoggedIn } from '../../src/app/leftoverBets';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('resolveLeftoverBetsWhenLoggedIn', () => {
  it('loads nothing for a visitor, then loads and runs the check once at login', async () => {
    const loggedIn$ = new BehaviorSubject(false);
    const inner = new Subscription();
    const resolveLeftoverBets = vi.fn<() => Subscription>(() => inner);
    const load = vi.fn<() => Promise<{ resolveLeftoverBets: () => Subscription }>>(async () => ({ resolveLeftoverBets }));
    const sub = resolveLeftoverBetsWhenLoggedIn({ loggedIn$, load });
    await flush();
    expect(load).not.toHaveBeenCalled();

    loggedIn$.next(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(resolveLeftoverBets).toHaveBeenCalledTimes(1);

    // A logout and a second login do not check again: the check is for bets sent before the reload.
    loggedIn$.next(false);
    loggedIn$.next(true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.closed).toBe(false);

    sub.unsubscribe();
    expect(inner.closed).toBe(true);
  });

  it('runs at once for a player already logged in, and an unmount before the load arrives runs nothing', async () => {
    const resolveLeftoverBets = vi.fn<() => Subscription>(() => new Subscription());
    const load = vi.fn<() => Promise<{ resolveLeftoverBets: () => Subscription }>>(async () => ({ resolveLeftoverBets }));
    const early = resolveLeftoverBetsWhenLoggedIn({ loggedIn$: new BehaviorSubject(true), load });
    expect(load).toHaveBeenCalledTimes(1);
    early.unsubscribe();
    await flush();
    expect(resolveLeftoverBets).not.toHaveBeenCalled();

    resolveLeftoverBetsWhenLoggedIn({ loggedIn$: new BehaviorSubject(true), load });
    await flush();
    expect(resolveLeftoverBets).toHaveBeenCalledTimes(1);
  });
});
