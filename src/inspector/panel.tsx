// The inspector docked in the app (development builds only): Alt+Shift+I toggles it, `?inspect=1` opens it at load, Pop out moves it to its own window.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorApp } from './InspectorApp';
import { ensureInspectorStyles } from './styles';

const INSPECTOR_KEY = { code: 'KeyI', altKey: true, shiftKey: true } as const;

function isToggleKey(e: KeyboardEvent): boolean {
  return e.code === INSPECTOR_KEY.code && e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey;
}

function Panel({ initiallyOpen }: { initiallyOpen: boolean }): React.JSX.Element | null {
  const [open, setOpen] = useState(initiallyOpen);
  const [tall, setTall] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isToggleKey(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
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

export function installInspectorPanel(): void {
  if (mounted) return;
  mounted = true;
  ensureInspectorStyles();
  const host = document.createElement('div');
  host.id = 'machine-inspector';
  document.body.appendChild(host);
  const initiallyOpen = new URLSearchParams(window.location.search).get('inspect') === '1';
  createRoot(host).render(<Panel initiallyOpen={initiallyOpen} />);
}
