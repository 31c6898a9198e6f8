// npm run machines:docs: writes docs/machines/<id>.mmd and <id>.svg for every machine in machines/*.machine.ts, and the section of docs/inspector.md that shows them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const { module: docs } = await runnerImport(join(ROOT, 'src/inspector/export/docs.ts'), { root: ROOT, configFile: false, logLevel: 'error' });

for (const file of await docs.machineDocFiles()) {
  mkdirSync(dirname(join(ROOT, file.path)), { recursive: true });
  writeFileSync(join(ROOT, file.path), file.content);
  console.info(`wrote ${file.path}`);
}
const diagramsPath = join(ROOT, docs.DIAGRAMS_DOC);
writeFileSync(diagramsPath, docs.withDiagramsSection(readFileSync(diagramsPath, 'utf8')));
console.info(`updated ${docs.DIAGRAMS_DOC} (machines section)`);
