// A task of its own for what follows: one long task split in two keeps the page responsive between
// them (a phone's Total Blocking Time counts each task's time past 50 ms; docs/performance.md).

/** Resolves in a later task (a timer of 0 ms), after the browser has had its turn. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
