// The Vite plugin that builds the early script (earlyEntry.ts, see earlyCalls.ts) as an entry of its
// own and puts it in index.html before the app's script, so it starts while the app downloads.
import type { Plugin, Rollup } from 'vite';
import { FIRST_SCREENS_META, type FirstScreens } from './earlyCalls';

type OutputChunk = Rollup.OutputChunk;

const ENTRY = 'src/app/earlyEntry.ts';
const NAME = 'early';

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

export function earlyCallsPlugin(root: string): Plugin {
  return {
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
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const early = chunks.find((c) => c.isEntry && c.name === NAME);
        if (!early) return [];
        return [
          // What a lazy first screen loads, for the early script to preload beside the app's chunk.
          { tag: 'meta', attrs: { name: FIRST_SCREENS_META, content: JSON.stringify(firstScreenFiles(chunks, ctx.chunk)) }, injectTo: 'head' },
          // async: it runs the moment it arrives, ahead of the app's (deferred) module script.
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}

/** The lazy screens worth preloading when the page opens on them: path prefix, screen module. */
const FIRST_SCREENS: [string, RegExp][] = [['/fullmarket/', /src[\\/]features[\\/]market[\\/]MarketPage\.tsx$/]];

/** Each first screen's chunks and CSS that the HTML's own chunk does not already bring. */
export function firstScreenFiles(chunks: OutputChunk[], entry: OutputChunk | undefined): FirstScreens {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (root: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    visit(root.fileName);
    return seen;
  };
  const inHtml = entry ? closure(entry) : new Set<string>();
  const screens: FirstScreens = {};
  for (const [prefix, module] of FIRST_SCREENS) {
    const screen = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
    if (!screen) continue;
    const js = [...closure(screen)].filter((f) => !inHtml.has(f));
    const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    screens[prefix] = { js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
  }
  return screens;
}
