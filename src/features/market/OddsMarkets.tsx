// The Odds markets of the match, one table per market in the server's order.
import { marketOdds } from '../../../streams/market/marketOdds';
import { useMarketPage } from './context';
import { OddsMarketTable } from './OddsMarketTable';
import { Empty } from './styles';

export function OddsMarkets(): React.JSX.Element {
  const { key } = useMarketPage();
  const ids = marketOdds.useOddsMarketIds(key);
  if (ids === null) return <Empty>Loading markets...</Empty>;
  if (ids.length === 0) return <Empty>No odds markets for this match.</Empty>;
  return (
    <>
      {ids.map((id) => (
        <OddsMarketTable key={id} marketId={id} />
      ))}
    </>
  );
}
