// Which contract call a request is, by method and path: the names the client uses, for the fault knobs.
import type { CallName } from './knobs';

/**
 * The visitor IP lookup is a third-party URL; any GET whose URL matches this answers it.
 * Adjust here if the client's lookup URL changes (the client default is https://get.geojs.io/v1/ip/geo.js).
 */
export const IP_LOOKUP_MATCHER = /ip-lookup|ipapi|ip-api|geolocation|geojs/i;

/** Dev-server modules and built assets are never calls, even when their name looks like one. */
const SOURCE_DIR = /^\/(?:src|node_modules|@[\w-]+|assets|streams|machines)\//;
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|svg|png|jpe?g|gif|webp|ico|map|html?|woff2?)$/i;

const ROUTES: readonly (readonly [method: string, path: RegExp, name: CallName])[] = [
  ['GET', /\/domain\/host\/[^/]+$/, 'domainByHost'],
  ['POST', /\/auth\/signin$/, 'signIn'],
  ['GET', /\/auth\/letest-user-details$/, 'userDetails'],
  ['POST', /\/auth\/update-password$/, 'updatePassword'],
  ['GET', /\/auth\/password-update-history\/[^/]+\/[^/]+$/, 'passwordHistory'],
  ['GET', /\/auth\/login-activity\/[^/]+\/[^/]+\/[^/]+$/, 'loginActivity'],
  ['POST', /\/transit\/transactions\/test\/[^/]+\/[^/]+$/, 'statement'],
  ['POST', /\/profit-loss\/test\/[^/]+\/[^/]+$/, 'profitLoss'],
  ['POST', /\/bet\/history\/test\/[^/]+\/[^/]+$/, 'betHistory'],
  ['GET', /\/bet\/exposure\/fetch$/, 'exposure'],
  ['GET', /\/bet\/trade\/list$/, 'liveTrades'],
  ['GET', /\/bet\/bet-details\/list\/[^/]+$/, 'matchBets'],
  ['POST', /\/bet\/save2$/, 'placeBet'],
  ['GET', /\/bet\/[^/]+$/, 'bet'],
  ['POST', /\/sports\/fetch\/event\/lock$/, 'eventLocks'],
  ['GET', /\/domain\/notice\/get\/[^/]+$/, 'notices'],
  ['GET', /\/domain\/banner\/get\/[^/]+$/, 'banners'],
  ['GET', /\/get-min-max\/[^/]+$/, 'limits'],
  ['GET', /\/v2\/get-events$/, 'events'],
  ['GET', /\/v2\/get-legues\/[^/]+$/, 'competitions'],
  ['GET', /\/v2\/get-matches\/[^/]+\/[^/]+$/, 'matches'],
  ['GET', /\/v2\/get-matches-by-eventid\/[^/]+$/, 'matchesBySport'],
  ['GET', /\/v2\/fetch-market-odds\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/, 'marketOdds'],
  ['GET', /\/v2\/fetch-bookmaker-odds\/[^/]+\/[^/]+\/[^/]+$/, 'bookmakerOdds'],
  ['GET', /\/v2\/fetch-market-session\/[^/]+\/[^/]+\/[^/]+$/, 'fancy'],
  ['GET', /\/casino\/list$/, 'casinoList'],
  ['GET', /\/sports\/casino\/games$/, 'casinoGames'],
  ['GET', /\/sports\/v1\/casino\/.+\/data$/, 'casinoRound'],
  ['GET', /\/sports\/v1\/casino\/.+\/result$/, 'casinoResults'],
  ['POST', /\/sports\/v1\/casino\/result$/, 'roundResult'],
  ['GET', /\/casino\/data\/[^/]+\/[^/]+$/, 'genericCasinoData'],
  ['GET', /\/v2\/get-casino-cards\/[^/]+\/[^/]+$/, 'casinoCards'],
  ['GET', /\/v2\/list\/horseRace$/, 'horseSchedule'],
  ['GET', /\/v2\/get-horse-odds$/, 'horseOdds'],
];

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
  if (SOURCE_DIR.test(url.pathname) || SOURCE_FILE.test(url.pathname)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  for (const [rm, re, name] of ROUTES) if (rm === m && re.test(path)) return name;
  return null;
}
