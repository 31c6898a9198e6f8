/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real operator's API; unset means the embedded simulated exchange. */
  readonly VITE_API_BASE?: string;
  /** URL of the visitor IP geolocation lookup (JSONP-style answer). */
  readonly VITE_IP_LOOKUP_URL?: string;
  /** Casino live video player page; `{id}` is replaced by the table id. */
  readonly VITE_CASINO_PLAYER_URL?: string;
  /** 'true': production builds clear the console every 500 ms on casino table pages. */
  readonly VITE_CASINO_CLEAR_CONSOLE?: string;
  /** The static video list's player URL, with {id} and {name} placeholders; unset: the local demo page. */
  readonly VITE_VIDEO_TABLES_URL?: string;
  /** Test only (docs/bet-safety.md, Mutations): `double-send` sends every bet twice with fresh clientRefs; `wrong-margin` prices an exchange back at its whole return. */
  readonly VITE_TEST_MUTATION?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
