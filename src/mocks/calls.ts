// Which contract call a request is, by method and path: the names the client uses, for the fault knobs.
import { CALL_RULES } from './callRules';
import type { CallName } from './knobs';

/**
 * The visitor IP lookup is a third-party URL; any GET whose URL matches this answers it.
 * Adjust here if the client's lookup URL changes (the client default is https://get.geojs.io/v1/ip/geo.js).
 */
export const IP_LOOKUP_MATCHER = /ip-lookup|ipapi|ip-api|geolocation|geojs/i;

/** Dev-server modules and built assets are never calls, even when their name looks like one. */
const SOURCE_DIR = /^\/(?:src|node_modules|@[\w-]+|assets|streams|machines|coverage|tests)\//;
/** The dev server's module imports of a non-script file (`data.json?import`, `x.svg?url`): never a call. */
const MODULE_IMPORT = /(?:^|&)(?:import|url|raw|inline)(?:&|=|$)/;
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|svg|png|jpe?g|gif|webp|ico|map|html?|woff2?|txt)$/i;

/** The contract's calls by method and path (callRules.ts holds them, one record per call). */
const ROUTES: readonly (readonly [method: string, path: RegExp, name: CallName])[] = CALL_RULES.map((r) => [r.method, r.path, r.name] as const);

/** A dev-server module or a built asset: never a call, even when its name looks like one. */
export const isAsset = (url: URL): boolean =>
  SOURCE_DIR.test(url.pathname) || SOURCE_FILE.test(url.pathname) || MODULE_IMPORT.test(url.search.slice(1));

export function isIpLookup(method: string, url: URL): boolean {
  return method === 'GET' && !SOURCE_DIR.test(url.pathname) && IP_LOOKUP_MATCHER.test(url.href);
}

/** The call a request is, or null for anything else (page assets, unknown paths). */
export function callNameOf(method: string, href: string): CallName | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const m = method.toUpperCase();
  if (isIpLookup(m, url)) return 'visitorIp';
  if (isAsset(url)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  for (const [rm, re, name] of ROUTES) if (rm === m && re.test(path)) return name;
  return null;
}
