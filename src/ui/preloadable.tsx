// A component whose code loads when first needed: the router's lazy screens (src/app/lazyRoutes.tsx) and a feature's lazy panels use it.
import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on its first render (inside a <Suspense>), or earlier through
 * `preload`; once the code is here it renders at once, without suspending (see lazyScreen in
 * src/app/lazyRoutes.tsx, which builds the router's lazy screens on it).
 */
export function preloadable<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): { Component: ComponentType; preload: () => Promise<void> } {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const start = () =>
    (loading ??= load().then((m) => {
      loaded = pick(m);
      return { default: loaded };
    }));
  const Lazy = lazy(start);
  function Component(): React.JSX.Element {
    // Decided once per mount, so the element's type never changes under a mounted component.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return { Component, preload };
}
