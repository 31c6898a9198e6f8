// Types of tests/chromium.mjs.
export declare const CHROMIUM_PATH: string;
export declare const PLAYER_CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const CHROMIUM: { executablePath: string; args: string[] };
