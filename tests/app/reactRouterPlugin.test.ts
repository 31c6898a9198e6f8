// The build's react-router plugin on the installed package: it finds everything it rewrites, and what it
// writes still parses (an upgrade that moves any of it fails here, not on the home page's size).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_CHUNK, forProduction } from '../../src/app/reactRouterPlugin';

const DIR = join(import.meta.dirname, '../../node_modules/react-router/dist/development');
const chunks = readdirSync(DIR)
  .map((f) => join(DIR, f))
  .filter((f) => REACT_ROUTER_CHUNK.test(f));

describe("react-router's build for production", () => {
  const all = chunks.map((f) => readFileSync(f, 'utf8'));
  const main = all.find((code) => code.includes('var ENABLE_DEV_WARNINGS = true;'));

  it('finds the chunk with its warnings flag, its names, its components and its error boundaries', () => {
    expect(main).toBeDefined();
    const out = forProduction(main ?? '').toString();
    expect(out).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(out).not.toMatch(/^[\w$]+\.displayName = "/m);
    expect(out).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(out).toMatch(/^var AwaitErrorBoundary = \/\* @__PURE__ \*\/ \(\(\) => class extends/m);
    expect(out).toMatch(/^var RemixErrorBoundary = \/\* @__PURE__ \*\/ \(\(\) => class extends/m);
  });

  it('leaves every chunk valid JavaScript', () => {
    for (const code of all) expect(() => parseAst(forProduction(code).toString())).not.toThrow();
  });
});
