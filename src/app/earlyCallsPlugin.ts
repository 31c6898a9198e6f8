// The Vite plugin that builds the early script (earlyEntry.ts, see earlyCalls.ts) as an entry of its
// own and puts it in index.html before the app's script, so it starts while the app downloads.
import type { Plugin } from 'vite';

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
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === NAME);
        if (!chunk) return [];
        // async: it runs the moment it arrives, ahead of the app's (deferred) module script.
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
