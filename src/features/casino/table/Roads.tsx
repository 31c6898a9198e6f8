// The table's roads, for the tables that draw them: the results the results poll already returns, and a cell opens its round's result as a badge does.
import { useState } from 'react';
import type { ResultItem } from '../../../api/contract';
import { roadGameFor } from '../../../domain/casinoRoads';
import { casinoFeed } from '../../../../streams/casino/feed';
import { useCasinoTable } from './context';
import { ResultModal } from './Results';
import { RoadsView } from './RoadsView';

export function TableRoads(): React.JSX.Element | null {
  const { record, feedKey } = useCasinoTable();
  const game = roadGameFor(record);
  const results = casinoFeed.useResults(feedKey);
  const [open, setOpen] = useState<ResultItem | null>(null);
  if (!game) return null;
  return (
    <>
      <RoadsView game={game} results={results} onOpen={setOpen} />
      {open && <ResultModal item={open} onClose={() => setOpen(null)} />}
    </>
  );
}
