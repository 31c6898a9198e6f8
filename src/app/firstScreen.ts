// Starts what the first screen shows besides its calls: its route's own chunk and the image that
// is its largest paint, as soon as the entry runs rather than when the router and React reach them.
import { bannerOf } from '../features/market/sport';
import { preloadImage } from './firstCalls';

const MARKET_PATH = /^\/fullmarket\/([^/]+)\/[^/]+\/[^/]+\/?$/;

/** The market page's module: the same import() the route's lazy() makes, so the router reuses it. */
export const loadMarketPage = () => import('../features/market/MarketPage');

export interface FirstScreenDeps {
  loadMarketPage: () => Promise<unknown>;
  preloadImage: (href: string) => void;
}

/**
 * A market page (/fullmarket/{sport}/...): its chunk starts loading and its Game Details banner
 * (the sport's picture, the page's largest paint) is preloaded. Other paths: nothing (the home
 * screen is in the app's own chunks, its banner follows the banner list: see firstCalls.ts).
 */
export function startFirstScreen(pathname: string, deps: FirstScreenDeps = { loadMarketPage, preloadImage }): void {
  const market = MARKET_PATH.exec(pathname);
  if (!market) return;
  deps.loadMarketPage().catch((err: unknown) => console.warn('[first screen] the market page chunk could not be loaded', err));
  deps.preloadImage(bannerOf(decodeURIComponent(market[1]!)));
}
