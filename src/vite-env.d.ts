/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real operator's API; unset means the embedded simulated exchange. */
  readonly VITE_API_BASE?: string;
  /** URL of the visitor IP geolocation lookup (JSONP-style answer). */
  readonly VITE_IP_LOOKUP_URL?: string;
  /** The casino tables' live video player page; `{id}` is replaced by the table id. */
  readonly VITE_CASINO_VIDEO_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
