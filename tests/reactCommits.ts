// React DevTools' global hook: the one place a test sees every commit React makes (tests/features/market/firstRender.test.tsx
// counts component renders with it). react-dom reads the hook once, when it loads, and the dom project's files share a
// worker and its loaded dependencies (isolate: false, vite.config.ts): so tests/dom.setup.ts installs one hook before
// any file loads react-dom, and a file that wants the commits hands its listener to that hook.

/** A committed root, as React passes it to DevTools (`current` is the root fiber). */
export interface CommittedRoot {
  current: unknown;
}

type CommitListener = (root: CommittedRoot) => void;

interface CommitHook {
  supportsFiber: true;
  isDisabled: false;
  renderers: Map<number, unknown>;
  inject: () => number;
  checkDCE: () => void;
  onScheduleFiberRoot: () => void;
  onCommitFiberUnmount: () => void;
  onPostCommitFiberRoot: () => void;
  onCommitFiberRoot: (rendererId: number, root: CommittedRoot) => void;
  /** The current file's listener, if it asked for one (dropped before each file). */
  listener: CommitListener | null;
}

const KEY = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
const global = globalThis as unknown as Record<string, CommitHook | undefined>;

/** Installs the hook once per worker (before react-dom loads), and drops the previous file's listener. */
export function installReactCommitHook(): void {
  const installed = global[KEY];
  if (installed) {
    installed.listener = null;
    return;
  }
  const hook: CommitHook = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => hook.listener?.(root),
    listener: null,
  };
  global[KEY] = hook;
}

/** Calls `listener` with each root React commits from now until the file ends. */
export function onReactCommit(listener: CommitListener): void {
  const hook = global[KEY];
  if (!hook || !('listener' in hook)) throw new Error('no commit hook: tests/dom.setup.ts installs it before react-dom loads');
  hook.listener = listener;
}
