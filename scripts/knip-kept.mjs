// knip preprocessor: drops from the report exactly the exports knip.kept.ts lists (by file and name), and
// lowers the counts that decide the exit code; every other finding stays. The list itself is checked: an
// entry knip no longer reports (used now, or gone), an entry without a reason, or more than MAX_KEPT
// entries each count as an error, so `npm run lint` fails and the list can only shrink.
import { relative } from 'node:path';

const TYPES = ['exports', 'types', 'duplicates'];
export const MAX_KEPT = 20;

/** The list's own mistakes, in words (empty when it is well formed). */
export function listProblems(kept) {
  const problems = kept.filter((k) => typeof k.reason !== 'string' || k.reason.trim() === '').map((k) => `${k.file}: ${k.name} has no reason`);
  if (kept.length > MAX_KEPT) problems.push(`${kept.length} entries, at most ${MAX_KEPT}: make an export module-private and test it through its caller, or move a test helper into tests/`);
  return problems;
}

export default function keepListed(data) {
  const raw = data.preprocessorOptions;
  const options = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : (raw ?? {});
  const kept = options.kept ?? [];
  const wanted = new Set(kept.map((k) => `${k.file}:${k.name}`));
  const used = new Set();
  for (const type of TYPES) {
    const byFile = data.issues[type] ?? {};
    for (const [filePath, symbols] of Object.entries(byFile)) {
      const file = relative(data.cwd, filePath).split('\\').join('/');
      for (const [symbol, issue] of Object.entries(symbols)) {
        // A duplicate is named by all its names ('CasinoLobby|default').
        const name = issue.symbols ? issue.symbols.map((s) => s.symbol).join('|') : symbol;
        const key = [`${file}:${name}`, `${file}:${symbol}`].find((k) => wanted.has(k));
        if (key === undefined) continue;
        delete symbols[symbol];
        data.counters[type] -= 1;
        used.add(key);
      }
      if (Object.keys(symbols).length === 0) delete byFile[filePath];
    }
  }
  const stale = kept.filter((k) => !used.has(`${k.file}:${k.name}`)).map((k) => `${k.file}: ${k.name} is not reported by knip (used now, or gone): remove it`);
  const problems = [...listProblems(kept), ...stale];
  if (problems.length > 0) {
    console.error(`knip.kept.ts:\n  ${problems.join('\n  ')}`);
    // knip decides its exit code from the counters of the reported issue types: each problem is an error.
    data.counters.exports = (data.counters.exports ?? 0) + problems.length;
  }
  return data;
}
