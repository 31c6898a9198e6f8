export declare const E2E_SERVERS: readonly { name: 'build' | 'dev'; command: string; url: string; timeout: number }[];
