// knip preprocessor: drops from the report exactly the exports knip.kept.ts lists with a reason
// (by file and name), and lowers the counts that decide the exit code; every other finding stays.
import { relative } from 'node:path';

const TYPES = ['exports', 'types', 'duplicates'];

export default function keepListed(data) {
  const raw = data.preprocessorOptions;
  const options = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : (raw ?? {});
  const kept = new Map();
  for (const group of Object.values(options.kept ?? {})) {
    for (const [file, names] of Object.entries(group.files)) kept.set(file, new Set([...(kept.get(file) ?? []), ...names]));
  }
  const used = new Set();
  for (const type of TYPES) {
    const byFile = data.issues[type] ?? {};
    for (const [filePath, symbols] of Object.entries(byFile)) {
      const names = kept.get(relative(data.cwd, filePath).split('\\').join('/'));
      if (!names) continue;
      for (const [symbol, issue] of Object.entries(symbols)) {
        const name = issue.symbols ? issue.symbols.map((s) => s.symbol).join('|') : symbol;
        if (names.has(name) || names.has(symbol)) {
          delete symbols[symbol];
          data.counters[type] -= 1;
          used.add(`${relative(data.cwd, filePath).split('\\').join('/')}:${names.has(name) ? name : symbol}`);
        }
      }
      if (Object.keys(symbols).length === 0) delete byFile[filePath];
    }
  }
  // A listed export that is used now (or gone) is a stale line: say so, so the list only shrinks.
  const stale = [...kept].flatMap(([file, names]) => [...names].filter((n) => !used.has(`${file}:${n}`)).map((n) => `${file}: ${n}`));
  if (stale.length > 0) console.warn(`knip.kept.ts lists exports knip no longer reports, remove them:\n  ${stale.join('\n  ')}`);
  return data;
}
