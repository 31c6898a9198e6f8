// The bet slip a market page owns (exchange match or horse race): one actor for the page's life, fed the price ticks of the cell it was opened from.
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { betSlip, type AppSlipActor } from '../../../streams/market/betSlip';

export function usePageSlip(): AppSlipActor {
  const slip = useActorRef(betSlip.machine);
  useEffect(() => {
    const sub = betSlip.forwardPriceTicks(slip);
    return () => sub.unsubscribe();
  }, [slip]);
  return slip;
}
