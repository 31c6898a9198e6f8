// What every part of a casino table reads: its record, its feed, its round machine and who is playing.
import { createContext, useContext } from 'react';
import type { CasinoTableRecord } from '../../../domain/casinoTables';
import type { CasinoRoundActor } from '../../../../streams/casino/round';
import type { FeedKey } from '../../../../streams/casino/feed';

export interface CasinoTableContextValue {
  record: CasinoTableRecord;
  feedKey: FeedKey;
  actor: CasinoRoundActor;
  /** The sport id the card lookups take (113). */
  eventId: string;
  /** The id the video player page is asked for. */
  tableId: string;
}

export const CasinoTableContext = createContext<CasinoTableContextValue | null>(null);

export function useCasinoTable(): CasinoTableContextValue {
  const v = useContext(CasinoTableContext);
  if (!v) throw new Error('useCasinoTable outside a casino table');
  return v;
}
