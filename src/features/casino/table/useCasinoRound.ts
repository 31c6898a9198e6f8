// The one place a table page creates its round actor and connects it to the table's feed, bets, connectivity and session.
import { useEffect } from 'react';
import { useInspectedActorRef } from '../../../../machines/tools/inspection';
import type { CasinoTableRecord } from '../../../domain/casinoTables';
import type { TableRef } from '../../../../machines/casinoRound.machine';
import { appRoundSources, casinoRound, type CasinoRoundActor } from '../../../../streams/casino/round';
import type { FeedKey } from '../../../../streams/casino/feed';
import { tablePageConsole$ } from '../../../../streams/casino/page';
import { appClock } from '../../../../streams/scheduler';
import { session } from '../../../../streams/session';

export function useCasinoRound(record: CasinoTableRecord, ref: TableRef, feedKey: FeedKey): CasinoRoundActor {
  // Registered with the inspector (development builds); the slip's idle close and the bet's placement time follow the app clock (a replay's).
  const actor = useInspectedActorRef(casinoRound.machine, {
    clock: appClock,
    input: { record, ref, loggedIn: session.current().isLoggedIn, online: typeof navigator === 'undefined' ? true : navigator.onLine },
  });
  useEffect(() => {
    const sub = casinoRound.connect(actor, appRoundSources(feedKey, ref.matchId));
    // The specification's console rule; off unless a production build enables it.
    sub.add(tablePageConsole$().subscribe());
    return () => sub.unsubscribe();
  }, [actor, feedKey, ref.matchId]);
  return actor;
}
