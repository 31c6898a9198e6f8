// The lint check that keeps "can this be bet on now" in src/domain (scripts/check-status-rules.mjs): clean on the code, failing on a planted comparison.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { findStatusComparisons } from '../../scripts/check-status-rules.mjs';

const find = findStatusComparisons as (root?: string, folders?: string[]) => string[];

describe('check-status-rules', () => {
  it('finds no status comparison in src/features, streams or machines', () => {
    expect(find()).toEqual([]);
  });

  it('names each planted comparison with its file and line', () => {
    const root = mkdtempSync(join(tmpdir(), 'status-rules-'));
    for (const dir of ['src/features/market', 'streams', 'machines']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'src/features/market/Table.tsx'), "const a = 1;\nconst open = meta.status === 'OPEN';\n");
    writeFileSync(join(root, 'streams/fancy.ts'), 'const s = row.GameStatus;\n');
    writeFileSync(join(root, 'machines/round.machine.ts'), "const ok = o.gstatus === 1 && r.status !== 'SUSPENDED';\n");
    expect(find(root, ['src/features', 'streams', 'machines'])).toEqual([
      "src/features/market/Table.tsx:2: const open = meta.status === 'OPEN';",
      'streams/fancy.ts:1: const s = row.GameStatus;',
      "machines/round.machine.ts:1: const ok = o.gstatus === 1 && r.status !== 'SUSPENDED';",
    ]);
  });
});
