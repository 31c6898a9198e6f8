// The build's plugin for react-router (vite.config.ts). tests/app/reactRouterPlugin.test.ts runs it on
// the installed package, so an upgrade that moves what it rewrites fails there rather than growing the
// home page in silence.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-router's chunks: one build under every export condition, its development one. */
export const REACT_ROUTER_CHUNK = /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-[^/\\]+\.mjs$/;

/**
 * react-router publishes its development build under every export condition: its dev-only warnings
 * stay on, and its `X.displayName = '…'` statements and unannotated `React.forwardRef(…)`,
 * `createContext` and `memo` calls (side effects to a bundler) keep every component and context, used
 * or not (Form, ScrollRestoration…). This turns the warnings off, as its own production build does,
 * drops the names, which only React's devtools read, and marks those calls pure.
 */
export function forProduction(code: string): MagicString {
  const out = new MagicString(code);
  out.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;');
  out.replaceAll(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
  out.replaceAll(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
  // `class extends React.Component` reads a property, a side effect to a bundler: the error boundaries of
  // <Await> and of framework mode stay unless their class is made in a pure call.
  for (const m of code.matchAll(/^var (?:AwaitErrorBoundary|RemixErrorBoundary) = (class extends React\d*\.Component \{)/gm)) {
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
    const end = code.indexOf('\n};\n', start);
    if (end < 0) continue;
    out.appendLeft(start, '/* @__PURE__ */ (() => ');
    out.overwrite(end, end + 3, '\n})();');
  }
  return out;
}

export function reactRouterForProduction(): Plugin {
  return {
    name: 'react-router-for-production',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      const out = forProduction(code);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
