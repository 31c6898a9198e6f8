// Journeys that wait for events instead of the wall clock: a marker request that proves the page's earlier requests were seen, and the next frames.
import type { Page } from '@playwright/test';

/**
 * Sends a marker request from the page and waits until the test sees it. Requests are reported in
 * the order the page starts them, so every request the page started before (a poll's timer fired by
 * `page.clock.runFor`, say) has been seen too: "no request" is then a fact, not a guess after a pause.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const marker = `/e2e-marker-${Math.random().toString(36).slice(2)}.txt`;
  const seen = page.waitForRequest((req) => new URL(req.url()).pathname === marker);
  await page.evaluate((path) => void fetch(path).catch(() => undefined), marker);
  await seen;
}

/** Two animation frames: what the page does on an event it already has (a toast raised on an answer) is drawn by then. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Pauses the page's clock (installed with `page.clock.install()`) and runs it `ms` forward at once:
 * every timer due in that time fires (poll rounds, the simulated exchange's latency), with no real wait.
 */
export async function runPausedFor(page: Page, ms: number): Promise<void> {
  // Paused a little ahead of the page's now: its clock runs on while this call travels to the page
  // (a pause behind it is refused as 'fast-forward to the past'); the margin is part of the run.
  // On a loaded machine the page's clock may pass the mark before the call arrives: read it again and
  // aim further ahead. The run is then at least `ms` (the margin may pass it: a longer run only fires
  // more timers, which every caller waits on or counts per period).
  let margin = 250;
  for (;;) {
    const target = (await page.evaluate(() => Date.now())) + margin;
    const paused = await page.clock.pauseAt(target).then(
      () => true,
      (e: Error) => {
        if (!/to the past/.test(e.message) || margin >= 60_000) throw e;
        return false;
      },
    );
    if (paused) break;
    margin *= 4;
  }
  await page.clock.runFor(Math.max(0, ms - margin));
}
