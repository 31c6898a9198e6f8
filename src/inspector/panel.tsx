// The inspector docked in the app (development builds only): Alt+Shift+I toggles it, `?inspect=1` opens it at load, Pop out moves it to its own window.
import { useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorApp } from './InspectorApp';
import { isInspectorKey } from './key';
import { ensureInspectorStyles } from './styles';

/** Whether the panel shows: the key toggles it from the moment the panel is installed, before React has rendered it. */
let panelOpen = false;
const watchers = new Set<() => void>();
const setOpen = (next: boolean): void => {
  panelOpen = next;
  watchers.forEach((w) => w());
};
const watchOpen = (w: () => void): (() => void) => {
  watchers.add(w);
  return () => watchers.delete(w);
};
const isOpen = (): boolean => panelOpen;

function Panel(): React.JSX.Element | null {
  const open = useSyncExternalStore(watchOpen, isOpen);
  const [tall, setTall] = useState(false);
  if (!open) return null;
  return (
    <div className={`xi xi-panel${tall ? ' tall' : ''}`} role="dialog" aria-label="Machine inspector">
      <InspectorApp
        mode="panel"
        tall={tall}
        onToggleTall={() => setTall((t) => !t)}
        onClose={() => setOpen(false)}
        onPopOut={() => {
          window.open('/inspector.html', 'machine-inspector', 'width=1440,height=900');
          setOpen(false);
        }}
      />
    </div>
  );
}

let mounted = false;

/** `earlyPresses`: presses of the key counted before this code loaded (src/main.tsx); an odd count opens it. */
export function installInspectorPanel(opts: { earlyPresses?: number } = {}): void {
  if (mounted) return;
  mounted = true;
  ensureInspectorStyles();
  const host = document.createElement('div');
  host.id = 'machine-inspector';
  document.body.appendChild(host);
  const initiallyOpen = new URLSearchParams(window.location.search).get('inspect') === '1';
  panelOpen = initiallyOpen !== ((opts.earlyPresses ?? 0) % 2 === 1);
  window.addEventListener('keydown', (e) => {
    if (!isInspectorKey(e)) return;
    e.preventDefault();
    setOpen(!panelOpen);
  });
  createRoot(host).render(<Panel />);
}
