// @vitest-environment node
// The committed machine docs (docs/machines/*.mmd, *.svg and the diagrams section of docs/inspector.md) are what `npm run machines:docs` makes of today's machines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { describeMachine } from '../../machines/tools/graph';
import { MACHINES } from '../../machines/tools/registry';
import { DIAGRAMS_DOC, diagramsSection, machineDocFiles } from '../../src/inspector/export/docs';
import { toMermaid } from '../../src/inspector/export/mermaid';

const ROOT = resolve(import.meta.dirname, '../..');
const STALE = 'stale machine docs: run `npm run machines:docs` and commit docs/machines and docs/inspector.md';

describe('machine docs', () => {
  it('finds every machine in machines/*.machine.ts', () => {
    // One machine per file: the files on disk are the list to find, so a machine the registry misses fails here.
    const files = readdirSync(join(ROOT, 'machines')).filter((f) => f.endsWith('.machine.ts')).sort();
    expect(MACHINES.map((m) => m.file)).toEqual(files.map((f) => `machines/${f}`));
    expect(MACHINES.map((m) => m.id)).toEqual(expect.arrayContaining(['betSlip', 'casinoRound', 'changePassword', 'signIn']));
  });

  it('are committed and current, the pictures included', async () => {
    for (const file of await machineDocFiles()) {
      const path = join(ROOT, file.path);
      assert.isTrue(existsSync(path), `${file.path} is missing: ${STALE}`);
      assert.equal(readFileSync(path, 'utf8'), file.content, `${file.path}: ${STALE}`);
    }
  }, 30_000);

  it('show each machine in docs/inspector.md, linked relative to it', () => {
    const doc = readFileSync(join(ROOT, DIAGRAMS_DOC), 'utf8');
    assert.isTrue(doc.includes(diagramsSection()), STALE);
    for (const { id } of MACHINES) {
      expect(doc).toContain(`](machines/${id}.svg)`);
      assert.isTrue(existsSync(join(ROOT, 'docs', 'machines', `${id}.svg`)), `docs/machines/${id}.svg is missing: ${STALE}`);
    }
  });

  it('write Mermaid with every state and every transition that has a target', () => {
    const graph = describeMachine(MACHINES.find((m) => m.id === 'betSlip')!.machine);
    const mermaid = toMermaid(graph);
    expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(mermaid).toContain('[*] --> s_betSlip_empty');
    expect(mermaid).toContain('s_betSlip_awaitingDelay --> s_betSlip_checkingRate : after betDelay');
    expect(mermaid).toContain('s_betSlip_checkingRate --> s_betSlip_editing : always [rateChanged]');
    expect(mermaid).toContain('s_betSlip_placing --> s_betSlip_empty : done(placeBet) [betAccepted]');
    expect(mermaid).toContain('CONFIRM [stakeOutOfLimits] (stays)');
  });
});
