// The bet slip a market page owns (exchange match or horse race): one actor for the page's life, fed the price ticks of the cell it was opened from.
import { useInspectedActorRef } from '../../../machines/tools/inspection';
import { appClock } from '../../../streams/scheduler';
import { useEffect } from 'react';
import { betSlip, type AppSlipActor } from '../../../streams/market/betSlip';

export function usePageSlip(): AppSlipActor {
  // The bet delay and the placement time follow the app clock (a replay's or a test's).
  const slip = useInspectedActorRef(betSlip.machine, { clock: appClock });
  useEffect(() => {
    const sub = betSlip.forwardPriceTicks(slip);
    return () => {
      sub.unsubscribe();
      betSlip.keepNoticeOnClose(slip);
    };
  }, [slip]);
  return slip;
}
