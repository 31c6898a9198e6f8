// Gives focus back to whatever opened a transient panel (the price cell of a bet slip) when the panel goes while focus was in it.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Put the returned ref on the panel. When it unmounts with focus inside it (or already dropped to
 * the page, as when the focused button is removed), focus returns to the element that had it when
 * the panel appeared, so a keyboard user goes on from where they were rather than from the top.
 */
export function useReturnFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const panel = ref.current;
    return () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || (panel?.contains(active) ?? false);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return ref;
}
