// One ladder market (Match Odds, Bookmaker, a race's Win market): title bar, the head with its bounds and Back and Lay, the runner rows, the cover while it is not open.
import { memo } from 'react';
import { Block, Cells, HeadSlot, LadderRow, NameCell, Overlay, Rows, TitleBar } from './styles';

/** The market's stake bounds, then Back and Lay over the best cells; the deeper slots stay blank and hide with their cells. */
// Memoised: a market's status or name changing does not re-render its head (given the same `limits` element).
const LadderHead = memo(function LadderHead({ limits }: { limits: React.ReactNode }): React.JSX.Element {
  return (
    <LadderRow data-head="on">
      <NameCell>
        <span className="limits">Min/Max: {limits}</span>
      </NameCell>
      <Cells>
        <HeadSlot data-depth="3" />
        <HeadSlot data-depth="2" />
        <HeadSlot data-side="back" data-depth="1">
          Back
        </HeadSlot>
        <HeadSlot data-side="lay" data-depth="1">
          Lay
        </HeadSlot>
        <HeadSlot data-depth="2" />
        <HeadSlot data-depth="3" />
      </Cells>
    </LadderRow>
  );
});

export interface LadderMarketProps {
  marketId: string;
  /** Its name (the block's label) and status (the cover's text). */
  market: { marketName: string; status: string };
  /** Bets are taken: no cover over the rows. */
  open: boolean;
  /** What the title bar holds (name, badges, matched amount). */
  title: React.ReactNode;
  /** The stake bounds' text ('100 - 100000'), left of Back and Lay: a component of its own, so the table never renders for them. */
  limits: React.ReactNode;
  /** The runner rows. */
  children: React.ReactNode;
}

export function LadderMarket({ marketId, market, open, title, limits, children }: LadderMarketProps): React.JSX.Element {
  const { marketName, status } = market;
  return (
    <Block aria-label={marketName} data-market={marketId}>
      <TitleBar>{title}</TitleBar>
      <LadderHead limits={limits} />
      <Rows>
        {children}
        {!open && (
          <Overlay data-scope="market" role="status" aria-label={`${marketName} ${status}`}>
            {status}
          </Overlay>
        )}
      </Rows>
    </Block>
  );
}
