// Lint (npm run lint): "can this be bet on now" lives in src/domain (src/domain/bettable.ts). A status literal or a raw
// status field compared in src/features, streams or machines is a second copy of that rule: this check names each one and fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src/features', 'streams', 'machines'];
/** The issue's own search: `grep -rn "'OPEN'\|'ACTIVE'\|'SUSPENDED'\|GameStatus\|gstatus" src/features streams machines`. */
const FORBIDDEN = /'OPEN'|'ACTIVE'|'SUSPENDED'|GameStatus|gstatus/;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield path;
  }
}

/** Every offending line under `root`'s folders as 'path:line: text'. */
export function findStatusComparisons(root = ROOT, folders = FOLDERS) {
  const hits = [];
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (FORBIDDEN.test(line)) hits.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
  return hits;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hits = findStatusComparisons();
  if (hits.length > 0) {
    console.error(
      `check-status-rules: ${hits.length} status comparison(s) outside src/domain. Ask src/domain/bettable.ts (isMarketOpen, isRunnerActive, isBookmakerOpen, isFancyRowOpen, isRaceOpen, isFeedOutcomeOpen ...) instead:`,
    );
    for (const h of hits) console.error(`  ${h}`);
    process.exit(1);
  }
  console.info('check-status-rules: no status comparison outside src/domain');
}
