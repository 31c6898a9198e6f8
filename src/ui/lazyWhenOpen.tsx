// A dialog whose code loads the first time it opens, so the home page's chunks carry only its trigger.
import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * Wraps a dialog component (`open` prop) loaded by `load`: nothing is fetched or rendered until
 * `open` is first true; from then on it stays mounted, so later closes and opens behave as before.
 */
export function lazyWhenOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P): React.JSX.Element | null {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
