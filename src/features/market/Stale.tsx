// A market block's staleness on screen: the short label saying since when (its presence hatches the block's price cells, see styles.ts).
import { staleLabel } from '../../domain/staleness';
import { useBlockStaleness, type PriceBlock } from '../../../streams/market/staleness';
import { useMarketPage } from './context';
import { StaleNote } from './styles';

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
