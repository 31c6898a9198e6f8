// Lights a price for PRICE_FLASH_MS each time it changes: one observer for the whole page, no animation per change.
import { Observable, mergeMap, tap, timer, type SchedulerLike, type Subscription } from 'rxjs';
import { PRICE_FLASH_MS } from '../src/domain/constants';
import { appScheduler } from './scheduler';

/** Set on an element while it is lit (src/theme/global.ts draws it); its value tells one lighting from the next. */
export const LIT_ATTRIBUTE = 'data-lit';

/**
 * Elements whose `data-flash` attribute changed (a price cell renders it with each change's count: 'odd', 'even'),
 * one list per commit (the observer's records of one task come together). A cell mounted with the attribute already
 * set is not a change, and is not lit.
 */
export function flashChanges(root: Node): Observable<Element[]> {
  return new Observable<Element[]>((subscriber) => {
    const observer = new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const r of records) if (r.target instanceof Element && r.target.hasAttribute('data-flash')) changed.add(r.target);
      if (changed.size > 0) subscriber.next([...changed]);
    });
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-flash'] });
    return () => observer.disconnect();
  });
}

/**
 * Lights each changed price (`LIT_ATTRIBUTE`) in the same task as the commit that changed it, so the frame that paints
 * the new price paints it lit, and puts it out PRICE_FLASH_MS later; a price that changes again meanwhile stays lit for
 * PRICE_FLASH_MS from its latest change. A lit price is a static style: a CSS animation restarted on every change cost
 * the market page a style recalculation of every running animation and a compositor layer per cell. The prices of one
 * commit go out together, on one timer: a busy market's tick lights about 36 (docs/performance.md).
 */
export function lightPriceFlashes(root: Node, scheduler: () => SchedulerLike = appScheduler): Subscription {
  let lightings = 0;
  return flashChanges(root)
    .pipe(
      mergeMap((cells) => {
        const mine = String(++lightings);
        for (const el of cells) el.setAttribute(LIT_ATTRIBUTE, mine);
        return timer(PRICE_FLASH_MS, scheduler()).pipe(
          tap(() => {
            for (const el of cells) if (el.getAttribute(LIT_ATTRIBUTE) === mine) el.removeAttribute(LIT_ATTRIBUTE);
          }),
        );
      }),
    )
    .subscribe();
}
