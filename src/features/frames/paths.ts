// The full-screen frames' paths (both specifications' /casino-video, /tv and /score): they start their own
// small entry (entry.tsx), never the app. src/app/earlyCalls.ts keeps a copy (its script imports nothing).

/** The frame shown at `pathname`, or null when it is none of the frames' paths. */
export function frameAt(pathname: string): 'score' | 'tv' | 'casino-video' | null {
  const hit = /^\/(score|tv|casino-video)\/?$/.exec(pathname);
  return hit ? (hit[1] as 'score' | 'tv' | 'casino-video') : null;
}
