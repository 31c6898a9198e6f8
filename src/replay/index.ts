// The replay tools' pure core (no DOM): tapes, HAR, the player and the clock. Usable in Node (the check, tests, bench).
export * from './tape';
export { importHar, openTape, toHar } from './har';
export { ReplayScheduler } from './clock';
export * from './player';
export { createRecorder,   } from './recorder';
