// One exchange price cell (price over size), back blue or lay pink, paler with depth, flashing for PRICE_FLASH_MS on each change.
import { css } from '@linaria/core';
import { hasPrice } from '../domain/bettable';
import { BREAKPOINT } from '../domain/constants';
import { formatSize } from '../domain/format';

type PriceSide = 'back' | 'lay';

export interface PriceCellProps {
  side: PriceSide;
  /** 1 is the best price (the strong colour, never hidden); 2 and 3 are paler and give way on narrow screens. */
  depth?: 1 | 2 | 3;
  /** null: nothing on offer at this depth, an empty cell. */
  price: number | null;
  size: number | null;
  /** Shown instead of the formatted size (a fancy rate, a bookmaker's per-100 price). */
  sizeText?: string;
  /** How many times the cell has changed (0: never, no flash); each increment restarts the flash animation. */
  flash?: number;
  /** The button's accessible name, e.g. "Back India 1.9". */
  label?: string;
  /** Without it (or without a price) the cell is not clickable. */
  onSelect?: () => void;
  /** The cell whose slip is open. */
  selected?: boolean;
  /** The cell's identity (streams/market/betSlip.ts cellId), read by the market page's keyboard trading. */
  cellId?: string;
  /** The pointer or focus came onto the cell (a what-if preview follows it). */
  onAim?: () => void;
  /** The pointer or focus left the cell. */
  onRelease?: () => void;
}

/**
 * The flash attribute for a change count: alternating 'odd' and 'even' swaps the animation's name, which
 * restarts it on every change without a second render to put it out.
 */
export const flashPhase = (flash: number): 'odd' | 'even' | undefined =>
  flash > 0 ? (flash % 2 === 1 ? 'odd' : 'even') : undefined;

/**
 * The cell's markup, called as a plain function by the keyed cell components (OddsCell, the
 * bookmaker, fancy and multi-market cells): a price tick then renders one component, the keyed
 * cell, instead of the keyed cell and a PriceCell under it.
 */
export function priceCell({
  side,
  depth = 1,
  price,
  size,
  sizeText,
  flash = 0,
  label,
  onSelect,
  selected = false,
  cellId,
  onAim,
  onRelease,
}: PriceCellProps): React.JSX.Element {
  const priced = hasPrice(price);
  // The content's own box: a relayout boundary (see `cell`'s styles), so a new price lays out this box alone.
  const content = (
    <span className="in">
      {priced ? (
        <>
          <span className="price">{price}</span>
          <span className="size">{sizeText ?? (size === null ? '' : formatSize(size))}</span>
        </>
      ) : (
        <span className="price empty">-</span>
      )}
    </span>
  );
  const common = {
    // A hook for the market's stale dimming (features/market/styles.ts).
    'data-price': 'on',
    'data-side': side,
    'data-depth': depth,
    'data-flash': flashPhase(flash),
    'data-selected': selected ? 'on' : undefined,
    'data-cell': cellId,
  };
  if (!priced || !onSelect) {
    return (
      <div className={cell} {...common} aria-label={label}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={cell}
      {...common}
      aria-label={label}
      aria-pressed={selected}
      onClick={onSelect}
      onMouseEnter={onAim}
      onFocus={onAim}
      onMouseLeave={onRelease}
      onBlur={onRelease}
    >
      {content}
    </button>
  );
}

// A plain class rather than a styled component: a price tick renders the cell and nothing under it.
const cell = css`
  appearance: none;
  margin: 0;
  display: block;
  min-width: 0;
  height: 100%;
  min-height: 42px;
  padding: 3px 2px;
  border: 0;
  border-radius: 3px;
  font: inherit;
  color: var(--text);
  line-height: 1.15;
  text-align: center;
  transition: background-color 160ms ease-out, box-shadow 160ms ease-out;
  cursor: default;
  /* Sized by its grid track and row, never by its text. */
  contain: strict;

  /*
   * A new price relays out this box alone. Chromium never starts a layout at a grid or flex item, whatever its
   * containment (the row's cell is one): it walks from the document down. A block's child with strict containment is
   * a relayout boundary, so the layout starts here (measured: 3,004 objects walked per change -> 6).
   */
  .in {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    contain: strict;
  }

  &[data-side='back'] {
    background-color: var(--back);
  }
  &[data-side='back'][data-depth='1'] {
    background-color: var(--back-strong);
  }
  &[data-side='lay'] {
    background-color: var(--lay);
  }
  &[data-side='lay'][data-depth='1'] {
    background-color: var(--lay-strong);
  }
  /*
   * Paler with depth: the colour itself (a filter per cell made each one an effect of its own to paint and layerize).
   * Only where relative colours parse: elsewhere a value with var() would be dropped at computed time, not fall back.
   */
  @supports (color: oklch(from red l c h)) {
    &[data-side='back']:not([data-depth='1']) {
      background-color: oklch(from var(--back) calc(l + 0.015) calc(c * 0.8) h);
    }
    &[data-side='lay']:not([data-depth='1']) {
      background-color: oklch(from var(--lay) calc(l + 0.015) calc(c * 0.8) h);
    }
  }

  /* The flash itself is global (src/theme/global.ts): a background image over these colours (so background-color, never
     the background shorthand, which would reset it), under the selection ring. */

  &[data-selected='on'] {
    box-shadow: inset 0 0 0 2px var(--text);
  }

  &:is(button) {
    cursor: pointer;
  }
  &:is(button):hover {
    filter: brightness(0.94);
  }
  &:is(button):focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: -2px;
  }

  .price {
    font-size: 14px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .price.empty {
    font-weight: 400;
    opacity: 0.45;
  }
  .size {
    font-size: 10.5px;
    opacity: 0.78;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  /* The spec's ladder breakpoints: back3/lay3 give way under 776 px, back2/lay2 under 570 px. */
  @media (max-width: ${BREAKPOINT.hideLevel3 - 0.02}px) {
    &[data-depth='3'] {
      display: none;
    }
  }
  @media (max-width: ${BREAKPOINT.hideLevel2 - 0.02}px) {
    &[data-depth='2'] {
      display: none;
    }
  }
`;
