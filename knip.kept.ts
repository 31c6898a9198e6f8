// The exports `npm run lint` (knip --production) keeps although no product module imports them, each with
// its reason. Everything else an export needs is said once in knip.ts: an export its own module uses
// (a stream's create*(deps) factory, its Deps type, a constant) is not dead code (ignoreExportsUsedInFile).
// scripts/knip-kept.mjs drops exactly these from the report and fails the lint on an entry knip no longer
// reports (used now, or gone), on an entry without a reason and on a list longer than 20.
export const KEPT_EXPORTS: readonly { file: string; name: string; reason: string }[] = [
  {
    file: 'src/theme/global.ts',
    name: 'globals',
    reason: 'A linaria css block of :global() rules: nothing reads its class name, the export keeps the block from being dropped as dead code.',
  },
  {
    file: 'src/mocks/violations.ts',
    name: 'allViolationLogs',
    reason:
      "The simulated exchange's one test hook: every world's contract-violation log, read by Vitest's after-each check (tests/contractViolations.ts) to fail a test that broke the contract.",
  },
];
