// Types of the in-page probes (tests/bench/probes.mjs) for the TypeScript journeys that use them.
export declare function installRenderCounter(): void;
export declare function installCellProbe(options: { blockSelector: string; pollPattern: string }): void;
export declare function installPaintProbe(options: { kinds: [string, string][] }): void;
