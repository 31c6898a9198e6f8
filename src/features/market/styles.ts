// The market page's shared skin: market blocks, the ladder grid and its breakpoints, overlays, profit colours.
import { styled } from '@linaria/react';
import { BREAKPOINT } from '../../domain/constants';

const UNDER_L3 = `(max-width: ${BREAKPOINT.hideLevel3 - 0.02}px)`;
const UNDER_L2 = `(max-width: ${BREAKPOINT.hideLevel2 - 0.02}px)`;

/** One market: a title bar over a header row and its runner rows. */
export const Block = styled.section`
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);
  overflow: hidden;
  margin-bottom: 10px;
  /* A compositor layer of its own: a price tick repaints this block's layer, not the whole document's (price to
     paint at 4x: p95 125 and 133 ms without, 88 and 110 with; docs/performance.md). Nothing in a block is fixed. */
  will-change: transform;

  /* Stale prices (the poll failed or lagged two periods), while the block shows its stale label: hatched
     and outlined in dashes, the text at full contrast (a stale price is still a price a player reads; never
     dimmed, tests/ui/stalePriceContrast.test.ts). Going stale renders the label only, never the table. */
  &:has([data-stale-label]) [data-price='on'] {
    background-image: repeating-linear-gradient(135deg, var(--stale-hatch) 0 3px, transparent 3px 7px);
  }
  &:has([data-stale-label]) [data-price='on']:not(:focus-visible) {
    outline: 1px dashed var(--text);
    outline-offset: -3px;
  }
`;

/** The short 'Not updated since ...' label of a stale block's title bar. */
export const StaleNote = styled.span`
  padding: 1px 6px;
  border-radius: 3px;
  background: var(--warning-bg, #fff3cd);
  color: var(--warning-fg, #7a4d00);
  font-size: 11px;
  font-weight: 700;
  white-space: nowrap;
`;

export const TitleBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-height: 34px;
  padding: 6px 10px;
  background: var(--panel-head-bg);
  color: var(--panel-head-fg);

  h2,
  h3 {
    margin: 0;
    font-size: 13px;
    font-weight: 800;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    /* The market's name keeps its width; on a phone the Cash Out and matched figures wrap under it. */
    flex-shrink: 0;
    max-width: 100%;
  }
  .spacer {
    flex: 1;
  }
  .follow {
    width: 26px;
    height: 26px;
    margin: -4px -2px -4px -6px;
  }
  .follow:not([aria-pressed='true']) {
    color: inherit;
    opacity: 0.75;
  }
  .matched {
    font-size: 11.5px;
    font-weight: 600;
    opacity: 0.9;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .badge {
    padding: 2px 6px;
    border-radius: 3px;
    background: rgba(255, 255, 255, 0.18);
    font-size: 10.5px;
    font-weight: 800;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .badge[data-live='on'] {
    background: #c62828;
    color: #fff;
  }
`;

/**
 * Name column plus the price cells. The cell area has six slots on desktop, four under 776 px and
 * two under 570 px: the cells themselves hide at the same breakpoints (PriceCell).
 */
export const LadderRow = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: stretch;
  border-top: 1px solid var(--border);
  background: var(--surface);

  &[data-head='on'] {
    background: var(--surface-2);
    border-top: 0;
    font-size: 11.5px;
    color: var(--text-muted);
  }
`;

export const NameCell = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  padding: 4px 10px;
  gap: 1px;

  .name {
    font-weight: 700;
    font-size: 13.5px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .limits {
    font-size: 11px;
    color: var(--text-muted);
    white-space: nowrap;
  }
`;

export const Cells = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(6, 62px);
  gap: 2px;
  padding: 2px;

  &[data-cols='2'] {
    grid-template-columns: repeat(2, 62px);
  }
  &[data-cols='3'] {
    grid-template-columns: repeat(3, 62px);
  }

  @media ${UNDER_L3} {
    &:not([data-cols]) {
      grid-template-columns: repeat(4, 60px);
    }
  }
  @media ${UNDER_L2} {
    &:not([data-cols]) {
      grid-template-columns: repeat(2, 64px);
    }
    &[data-cols='3'] {
      grid-template-columns: repeat(2, 64px);
    }
  }
`;

/** The Back / Lay labels of a header row, in the same slots (and breakpoints) as the cells. */
export const HeadSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 24px;
  font-size: 11.5px;
  font-weight: 800;
  color: var(--text);
  border-radius: 3px;

  &[data-side='back'][data-depth='1'] {
    background: var(--back-strong);
  }
  &[data-side='lay'][data-depth='1'] {
    background: var(--lay-strong);
  }
  &[data-extra='on'] {
    font-weight: 600;
    color: var(--text-muted);
  }

  @media ${UNDER_L3} {
    &[data-depth='3'] {
      display: none;
    }
  }
  @media ${UNDER_L2} {
    &[data-depth='2'] {
      display: none;
    }
    &[data-wide='on'] {
      display: none;
    }
  }
`;

/** Dark cover over a runner's cells (not ACTIVE, SUSPENDED) or a whole market (not OPEN). */
export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 0 6px;
  background: rgba(24, 26, 31, 0.86);
  color: #fff;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-align: center;
  border-radius: 3px;
  pointer-events: auto;
  cursor: not-allowed;

  .extra {
    font-weight: 600;
    letter-spacing: 0;
    text-transform: none;
    opacity: 0.9;
  }

  /* Two cells wide on a phone: status, percentage and time wrap onto short lines. */
  @media (max-width: 570px) {
    flex-wrap: wrap;
    align-content: center;
    gap: 0 6px;
    font-size: 11px;
    line-height: 1.2;
  }

  &[data-scope='market'] {
    font-size: 15px;
    letter-spacing: 0.12em;
    border-radius: 0;
  }
`;

/** Holds a market's rows so the market overlay covers exactly them. */
export const Rows = styled.div`
  position: relative;
`;

export const Profit = styled.span`
  font-size: 11.5px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  &[data-tone='positive'] {
    color: var(--positive);
  }
  &[data-tone='negative'] {
    color: var(--negative);
  }
  & + &[data-preview='on'] {
    margin-left: 8px;
  }
  &[data-preview='on']::before {
    content: '» ';
    color: var(--text-muted);
  }
  /* What-if (a hovered or focused price, the Cash Out button): beside the projection, dotted under. */
  & + &[data-whatif] {
    margin-left: 8px;
  }
  &[data-whatif] {
    text-decoration: underline dotted;
  }
  /* 'if': a figure that is not the player's yet (a '?' read as a broken character on a phone). */
  &[data-whatif]::before {
    content: 'if ';
    color: var(--text-muted);
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: 14px 12px;
  color: var(--text-muted);
  font-size: 13px;
  text-align: center;
`;

/** Small segmented pills (the page filter, the fancy sub-tabs). */
export const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;

  button {
    min-height: 30px;
    padding: 0 14px;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: var(--surface);
    color: var(--text);
    font-size: 12.5px;
    font-weight: 700;
  }
  button[aria-pressed='true'],
  button[aria-selected='true'] {
    background: var(--primary);
    border-color: var(--primary);
    color: var(--on-primary);
  }
`;
