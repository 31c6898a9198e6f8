// A market block's staleness on screen: the data attribute that dims its price cells and the short label saying since when.
import { staleLabel } from '../../domain/staleness';
import { useBlockStaleness, type PriceBlock } from '../../../streams/market/staleness';
import { useMarketPage } from './context';
import { StaleNote } from './styles';

/** `data-stale` for the block's root: its price cells dim while stale. */
export function useStaleAttr(block: PriceBlock): 'on' | undefined {
  const { key } = useMarketPage();
  return useBlockStaleness(block, key).stale ? 'on' : undefined;
}

/** 'Not updated since 14:02:31' while the block's prices are stale; nothing otherwise. */
export function StaleLabel({ block }: { block: PriceBlock }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const s = useBlockStaleness(block, key);
  if (!s.stale) return null;
  return (
    <StaleNote role="status" data-stale-label={block}>
      {staleLabel(s.since)}
    </StaleNote>
  );
}
