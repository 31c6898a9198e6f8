// Types of scripts/chromium-resolve.mjs.
export interface ChromiumProbes {
  env: string | undefined;
  isExecutable: (path: string) => boolean;
  playwrightPath: () => string | undefined;
  isRoot: () => boolean;
  isDebian: () => boolean;
  hasCommand: (name: string) => boolean;
}
export interface ChromiumInstaller {
  name: 'apt' | 'playwright';
  what: string;
  commands: string[][];
  path: string;
}
export type ChromiumDecision =
  | { kind: 'found'; path: string; source: 'CHROMIUM_PATH' | 'debian-headless-shell' | 'debian' | 'playwright' }
  | { kind: 'install'; installers: ChromiumInstaller[]; fallback?: string }
  | { kind: 'fail'; message: string };
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const DEBIAN_CHROMIUM: string;
export declare function findChromium(probes: ChromiumProbes): ChromiumDecision;
export declare function plannedChromiumPath(probes: ChromiumProbes): string;
export declare class ChromiumError extends Error {}
export declare function ensureChromium(deps: {
  probes: ChromiumProbes;
  run: (command: string[]) => number;
  say: (line: string) => void;
  upgrade?: boolean;
}): string;
export declare function systemProbes(env?: Record<string, string | undefined>): ChromiumProbes;
export declare function ensureChromiumOrExit(opts?: { upgrade?: boolean }): string;
