// A visually hidden polite live region: screen readers hear the market's price changes as a throttled summary, never every tick.
import { usePriceAnnouncement } from '../../../streams/market/priceAnnouncements';
import { useMarketPage } from './context';
import { visuallyHidden } from '../../ui/visuallyHidden';

export function PriceAnnouncer(): React.JSX.Element {
  const { key } = useMarketPage();
  const text = usePriceAnnouncement(key);
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid="price-announcer">
      {text}
    </div>
  );
}
