// The app's styled DOM elements take no props of their own: the build hands every prop of a styled
// element to the DOM (src/theme/allPropsValid.ts), so a `styled.div<{ active: boolean }>` would put
// `active` on the element. A component with props of its own turns them into classes (src/ui/Button.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('styled DOM elements', () => {
  it('take no props of their own anywhere in the app', () => {
    const offenders = sources('src').flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /styled\.[a-z][a-z0-9]*\s*</.test(line) || /\$\{\s*\(?\s*(p|props)\b[^}]*=>/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
