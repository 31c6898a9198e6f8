// Hides an element from the eye but not from assistive technology (live regions, extra labels).
import { css } from '@linaria/core';

export const visuallyHidden = css`
  position: absolute;
  /*
   * Placed (not left at its static position) and strictly contained: a relayout boundary, so a live text that changes
   * with every price (the announcer, a sparkline's summary) lays out this box alone. Otherwise an absolute box's change
   * lays out its containing block, often the whole document (docs/performance.md, price to paint).
   */
  top: 0;
  left: 0;
  contain: strict;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
