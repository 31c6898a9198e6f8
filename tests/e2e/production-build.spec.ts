// The production build carries no machine inspector: no file of the build the `build` project serves holds its code, its
// page is not served, and ?inspect=1 loads none of it. (The dev project's inspector*.spec.ts show it where it belongs.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { DESKTOP } from './helpers';

/** The folder playwright.config.ts builds the `build` project's app into. */
const OUT_DIR = resolve(process.env.E2E_OUT_DIR ?? 'dist');
/** Strings only the inspector carries: its channel, its UI, its page, elkjs (its chart layout). */
const MARKERS = ['xstate-inspector', 'Machine Inspector', 'Machine inspector', 'org.eclipse.elk', 'inspector.html', 'Statechart of'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

test('no file of the production build holds inspector code', () => {
  const code = filesUnder(OUT_DIR).filter((f) => /\.(js|mjs|css|html)$/.test(f));
  // The build is there and is the app (not an empty folder that would pass by holding nothing).
  expect(code.some((f) => f.endsWith('index.html'))).toBe(true);
  expect(code.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  const hits = code.flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    return MARKERS.filter((m) => text.includes(m)).map((m) => `${f.slice(OUT_DIR.length + 1)}: ${m}`);
  });
  expect(hits).toEqual([]);
  expect(filesUnder(OUT_DIR).some((f) => /inspector/i.test(f.slice(OUT_DIR.length)))).toBe(false);
});

test('?inspect=1 on the production build opens no inspector and loads none of its code', async ({ page, request }) => {
  // The inspector's own page is not part of the build: whatever answers its address is not it.
  expect(await (await request.get('/inspector.html')).text()).not.toContain('Machine Inspector');

  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/?inspect=1');
  await expect(page.getByRole('banner')).toBeVisible();
  // Every script the page asked for has arrived (the inspector would be one more dynamic import).
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((b) => MARKERS.some((m) => b.includes(m)))).toEqual([]);
  await expect(page.getByRole('dialog', { name: 'Machine inspector' })).toHaveCount(0);
});
