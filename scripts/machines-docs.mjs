// npm run machines:docs: writes docs/machines/<id>.mmd and <id>.svg for every machine in machines/*.machine.ts, and the README's section that shows them.
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
const readmePath = join(ROOT, 'README.md');
writeFileSync(readmePath, docs.withReadmeSection(readFileSync(readmePath, 'utf8')));
console.info('updated README.md (machines section)');
