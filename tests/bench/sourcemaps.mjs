// Attributes the bytes of built chunks to the source modules they came from, through the chunks' source maps.
import { existsSync, readFileSync } from 'node:fs';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one mappings segment ('AAAA,CAAC') into numbers. */
function decodeSegment(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.get(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** A readable module name: node_modules packages by package, app files by path from the repo root. */
export function moduleName(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const root = clean.search(/(^|\/)(src|streams|machines)\//);
  return root >= 0 ? clean.slice(root).replace(/^\//, '') : clean;
}

/**
 * Bytes of one built JS file per source module (package or app file). Generated text a mapping
 * does not cover (the bundler's glue) counts as '(bundler glue)'.
 */
export function bytesBySource(jsPath) {
  const code = readFileSync(jsPath, 'utf8');
  const mapPath = `${jsPath}.map`;
  const bySource = new Map();
  const add = (name, n) => bySource.set(name, (bySource.get(name) ?? 0) + n);
  if (!existsSync(mapPath)) {
    add('(no source map)', Buffer.byteLength(code));
    return bySource;
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const names = map.sources.map(moduleName);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const segments = (mappingLines[l] ?? '').split(',').filter(Boolean);
    let col = 0;
    let lastCol = 0;
    let lastSource = -1;
    for (const seg of segments) {
      const f = decodeSegment(seg);
      col += f[0];
      if (lastSource >= 0) add(names[lastSource], col - lastCol);
      else add('(bundler glue)', col - lastCol);
      if (f.length >= 4) {
        source += f[1];
        lastSource = source;
      } else {
        lastSource = -1;
      }
      lastCol = col;
    }
    const rest = line.length - lastCol + 1;
    if (lastSource >= 0) add(names[lastSource], rest);
    else add('(bundler glue)', rest);
  }
  return bySource;
}

/**
 * A lookup from a position in a built JS file (0-based line and column, as CPU profiles give them)
 * to the source module it came from; '(unmapped)' without a source map.
 */
export function positionLookup(jsPath) {
  const mapPath = `${jsPath}.map`;
  if (!existsSync(mapPath)) return () => '(unmapped)';
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const names = map.sources.map(moduleName);
  const lines = [];
  let source = 0;
  for (const mappingLine of map.mappings.split(';')) {
    const cols = [];
    const srcs = [];
    let col = 0;
    for (const seg of mappingLine.split(',').filter(Boolean)) {
      const f = decodeSegment(seg);
      col += f[0];
      if (f.length >= 4) source += f[1];
      cols.push(col);
      srcs.push(f.length >= 4 ? source : -1);
    }
    lines.push({ cols, srcs });
  }
  return (line, column) => {
    const l = lines[line];
    if (!l || l.cols.length === 0) return '(bundler glue)';
    let lo = 0;
    let hi = l.cols.length - 1;
    if (column < l.cols[0]) return '(bundler glue)';
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (l.cols[mid] <= column) lo = mid;
      else hi = mid - 1;
    }
    return l.srcs[lo] >= 0 ? names[l.srcs[lo]] : '(bundler glue)';
  };
}
