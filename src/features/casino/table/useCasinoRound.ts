// The one place a table page creates its round actor and connects it to the table's feed, bets, connectivity and session.
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { CasinoTableRecord } from '../../../domain/casinoTables';
import type { TableRef } from '../../../../machines/casinoRound.machine';
import { appRoundSources, casinoRound, type CasinoRoundActor } from '../../../../streams/casino/round';
import type { FeedKey } from '../../../../streams/casino/feed';
import { tablePageConsole$ } from '../../../../streams/casino/page';
import { session } from '../../../../streams/session';

export function useCasinoRound(record: CasinoTableRecord, ref: TableRef, feedKey: FeedKey): CasinoRoundActor {
  const actor = useActorRef(casinoRound.machine, {
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
