// The shell's skeleton while the site configuration loads: the markup index.html paints before any
// script (its inline styles), so the first render replaces it with itself and nothing moves. On the
// home page its banner frame holds the carousel's place (index.html shows it under html.boot-home).
import { useLocation } from 'react-router-dom';

export function ShellSkeleton({ label = 'Loading...' }: { label?: string }): React.JSX.Element {
  const home = useLocation().pathname === '/';
  return (
    <div className="boot" aria-busy="true">
      <div className="boot-header" />
      <div className="boot-nav" />
      <div className="boot-cols">
        <div className="boot-screen">
          {home && <div className="boot-banner" />}
          <div className="boot-main" role="status" aria-live="polite">
            {label}
          </div>
        </div>
      </div>
      <div className="boot-footer" />
    </div>
  );
}
