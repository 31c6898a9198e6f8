// The Vite plugin that builds the early script (earlyEntry.ts, see earlyCalls.ts) as an entry of its
// own and puts its code inline in index.html's head, before the stylesheet and the app's script: it
// runs while the page parses, with no request of its own to wait for.
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { APP_META, APP_PRELOADS_META, FIRST_SCREENS_META, FRAME_META, PLAYER_SHELL_META, TRANSPORT_META, type FirstScreens } from './earlyCalls';

type OutputChunk = Rollup.OutputChunk;

const ENTRY = 'src/app/earlyEntry.ts';
const NAME = 'early';
/** The full-screen frames' own entry: a chunk of its own that the early script starts on a frame's page. */
const FRAME_ENTRY = 'src/features/frames/entry.tsx';
const FRAME_NAME = 'frame';

const EARLY_MODULE = /src[\\/]app[\\/]early(Entry|Calls)\.ts$/;

type GroupTest = string | RegExp | ((id: string) => boolean | undefined | void) | undefined;

/** A group's `test`, refusing the early script's modules. */
function exceptEarly(test: GroupTest): (id: string) => boolean {
  return (id) => {
    if (EARLY_MODULE.test(id)) return false;
    if (test === undefined) return true;
    if (typeof test === 'function') return Boolean(test(id));
    return typeof test === 'string' ? id.includes(test) : test.test(id);
  };
}

/**
 * A chunk's code as an inline classic script: the chunk imports and exports nothing (see `config`
 * below), so it runs the same in a function scope, strict as a module is, leaving no globals but
 * the one it sets on purpose. No source map comment (there is no file for it to point from).
 */
export function inlineScript(code: string): string {
  const body = code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '').trim();
  return `(function(){"use strict";${body}\n})();`.replace(/<\/(script)/gi, '<\\/$1');
}

/** A CSP source allowing exactly that inline script ('sha256-...'). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Puts `tag` right after the viewport meta (the charset stays in the first bytes), before any stylesheet or script. */
export function insertEarlyInHead(html: string, tag: string): string {
  const anchor = /<meta name="viewport"[^>]*>/.exec(html);
  if (anchor) return html.slice(0, anchor.index + anchor[0].length) + `\n    ${tag}` + html.slice(anchor.index + anchor[0].length);
  return html.replace(/<head>/, `<head>\n    ${tag}`);
}

export interface EarlyCallsPlugin extends Plugin {
  /** The CSP sources of the inline scripts put in the HTML (known once the HTML is built). */
  scriptHashes: () => string[];
}

export function earlyCallsPlugin(root: string): EarlyCallsPlugin {
  const hashes: string[] = [];
  return {
    scriptHashes: () => [...hashes],
    name: 'exchange-early-calls',
    apply: 'build',
    // No chunk group may take its modules (vite.config.ts' 'home' group gathers every entry's static
    // imports): they stay in the early entry's own chunk, which then imports nothing.
    config(config) {
      const output = config.build?.rolldownOptions?.output;
      for (const o of Array.isArray(output) ? output : output ? [output] : []) {
        if (typeof o.codeSplitting !== 'object') continue;
        o.codeSplitting.groups = o.codeSplitting.groups?.map((group) => ({ ...group, test: exceptEarly(group.test) }));
      }
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: `${root.replace(/\/+$/, '')}/${ENTRY}`, name: NAME });
      this.emitFile({ type: 'chunk', id: `${root.replace(/\/+$/, '')}/${FRAME_ENTRY}`, name: FRAME_NAME });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const early = chunks.find((c) => c.isEntry && c.name === NAME);
        if (!early || !ctx.bundle) return html;
        const script = inlineScript(early.code);
        hashes.splice(0, hashes.length, scriptHash(script));
        // Its code lives in the HTML now: the file would only be a second copy nobody loads.
        delete ctx.bundle[early.fileName];
        if (early.sourcemapFileName) delete ctx.bundle[early.sourcemapFileName];
        // What a lazy first screen loads, for the early script to preload beside the app's chunk
        // (before the script, which reads it as it runs).
        const files = lazyFiles(chunks, ctx.chunk);
        const meta = `<meta name="${FIRST_SCREENS_META}" content="${escapeAttr(JSON.stringify(files.screens))}" />`;
        // The transport's chunk (axios), for the pages whose first requests need it at once.
        const transport = `<meta name="${TRANSPORT_META}" content="${escapeAttr(JSON.stringify(files.transport))}" />`;
        // A logged-in player's shell chunk and its CSS, for their first render.
        const player = `<meta name="${PLAYER_SHELL_META}" content="${escapeAttr(JSON.stringify(files.playerShell))}" />`;
        // The frames' own entry and the stylesheets the HTML's do not hold, for a frame's page.
        const frameChunk = chunks.find((c) => c.isEntry && c.name === FRAME_NAME);
        const frame = frameChunk ? `\n    <meta name="${FRAME_META}" content="${escapeAttr(JSON.stringify(frameFilesOf(chunks, frameChunk, ctx.chunk)))}" />` : '';
        // The app's own script: the early script adds it (at once, or after a visitor's banner).
        const entry = takeEntryScript(html, ctx.chunk);
        // And the chunks it imports (what it shares with the frame entry): preloaded with it, not by the HTML,
        // so they neither share a visitor's line with the banner nor load on a frame's page.
        const preloads = takeModulePreloads(entry.html);
        const app = entry.src
          ? `\n    <meta name="${APP_META}" content="${escapeAttr(entry.src)}" />\n    <meta name="${APP_PRELOADS_META}" content="${escapeAttr(JSON.stringify(preloads.hrefs))}" />`
          : '';
        return insertEarlyInHead(preloads.html, `${meta}\n    ${transport}\n    ${player}${app}${frame}\n    <script>${script}</script>`);
      },
    },
  };
}

/**
 * Takes the entry chunk's script tag out of the HTML: the page's own `<script type="module" src>`
 * would start the app's download with the HTML's, whatever the page. Returns the HTML without it and
 * the script's address (null, and the HTML as it was, when there is no such tag).
 */
function takeEntryScript(html: string, entry: Pick<OutputChunk, 'fileName'> | undefined): { html: string; src: string | null } {
  if (!entry) return { html, src: null };
  const tag = new RegExp(`[ \\t]*<script type="module"[^>]*\\ssrc="([^"]*${escapeRegExp(entry.fileName)})"[^>]*></script>\\n?`);
  const hit = tag.exec(html);
  if (!hit) return { html, src: null };
  return { html: html.slice(0, hit.index) + html.slice(hit.index + hit[0].length), src: hit[1]! };
}

/** Takes the HTML's module preloads out: returns the HTML without them and their addresses. */
function takeModulePreloads(html: string): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const out = html.replace(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]*)"[^>]*>\n?/g, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  return { html: out, hrefs };
}

const escapeRegExp = (v: string): string => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const escapeAttr = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The lazy screens worth preloading when the page opens on them: path prefix, screen module. */
const FIRST_SCREENS: [string, RegExp][] = [['/fullmarket/', /src[\\/]features[\\/]market[\\/]MarketPage\.tsx$/]];

/** The app's transport module, loaded lazily (streams/api.ts). */
const TRANSPORT_MODULE = /src[\\/]api[\\/]axiosTransport\.ts$/;

/** A logged-in player's shell, loaded lazily (src/features/shell/lazyPlayerShell.tsx). */
const PLAYER_SHELL_MODULE = /src[\\/]features[\\/]shell[\\/]PlayerShell\.tsx$/;

/** The frame entry's script and the CSS of its chunks that the HTML's entry does not already link. */
function frameFilesOf(chunks: OutputChunk[], frame: OutputChunk, entry: OutputChunk | undefined): { js: string; css: string[] } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = closureOf(chunks);
  const cssOf = (files: Set<string>) => new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
  const linked = entry ? cssOf(closure(entry)) : new Set<string>();
  return { js: `/${frame.fileName}`, css: [...cssOf(closure(frame))].filter((f) => !linked.has(f)).map((f) => `/${f}`) };
}

/** The chunks that `root` loads, itself included, by their static imports. */
function closureOf(chunks: OutputChunk[]): (root: OutputChunk) => Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return (root) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    visit(root.fileName);
    return seen;
  };
}

/**
 * The lazy files the early script may preload, as absolute paths, less those the HTML's own chunk
 * already brings: each first screen's chunks and CSS, the transport module's chunks, and a player's
 * shell's chunks and CSS.
 */
export function lazyFiles(chunks: OutputChunk[], entry: OutputChunk | undefined): { screens: FirstScreens; transport: string[]; playerShell: string[] } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = closureOf(chunks);
  const inHtml = entry ? closure(entry) : new Set<string>();
  const transportChunk = chunks.find((c) => c.facadeModuleId && TRANSPORT_MODULE.test(c.facadeModuleId));
  const transport = transportChunk ? [...closure(transportChunk)].filter((f) => !inHtml.has(f)).map((f) => `/${f}`) : [];
  const playerChunk = chunks.find((c) => c.facadeModuleId && PLAYER_SHELL_MODULE.test(c.facadeModuleId));
  const playerJs = playerChunk ? [...closure(playerChunk)].filter((f) => !inHtml.has(f)) : [];
  const playerShell = [...playerJs, ...playerJs.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])].map((f) => `/${f}`);
  const screens: FirstScreens = {};
  for (const [prefix, module] of FIRST_SCREENS) {
    const screen = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
    if (!screen) continue;
    const js = [...closure(screen)].filter((f) => !inHtml.has(f));
    const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    screens[prefix] = { js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
  }
  return { screens, transport, playerShell };
}
