// The shell's skeleton while the site configuration loads: the markup index.html paints before any
// script (its inline styles), so the first render replaces it with itself and nothing moves. It
// shows for a logged-in player only (src/app/layouts.tsx), whose skeleton has neither the visitor's
// banner frame nor a market page's head (index.html's, shown only before the app has rendered: see
// markSkeleton in earlyCalls.ts); the news strip's place is held when the
// early script saw the player's session (html.boot-in).
export function ShellSkeleton({ label = 'Loading...' }: { label?: string }): React.JSX.Element {
  return (
    <div className="boot" aria-busy="true">
      <div className="boot-header" />
      <div className="boot-nav" />
      <div className="boot-ticker" />
      <div className="boot-cols">
        <div className="boot-screen">
          <div className="boot-main" role="status" aria-live="polite">
            {label}
          </div>
        </div>
      </div>
      <div className="boot-footer" />
    </div>
  );
}
