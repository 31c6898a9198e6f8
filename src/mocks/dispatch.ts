// One MSW handler in front of the exchange's handlers. MSW asks each handler of its list to parse every request
// (the page's cookies, read and parsed per handler, and the handler's path, compiled per handler): with forty
// handlers that was about a seventh of a page load's script in the browser. This handler finds the handlers
// whose path matches a URL once per URL, then runs only those, in their order, through MSW's own `run`: the
// same parameters, thrown answers and fall-through (a handler that answers nothing lets the next one try).
import { http, matchRequestUrl, type HttpHandler } from 'msw';

/** Distinct URLs remembered (a page polls a few dozen); past this the memory starts afresh. */
const MAX_URLS = 500;

const pathOf = (handler: HttpHandler): string | RegExp | null => {
  const path: unknown = handler.info.path;
  return typeof path === 'string' || path instanceof RegExp ? path : null;
};

export function dispatch(handlers: readonly HttpHandler[]): HttpHandler {
  const byUrl = new Map<string, readonly HttpHandler[]>();
  const candidates = (url: URL): readonly HttpHandler[] => {
    const key = url.origin + url.pathname;
    let found = byUrl.get(key);
    if (!found) {
      // A handler with a custom predicate (no path) is always a candidate: its own `run` decides.
      found = handlers.filter((h) => {
        const path = pathOf(h);
        return path === null || matchRequestUrl(url, path).matches;
      });
      if (byUrl.size >= MAX_URLS) byUrl.clear();
      byUrl.set(key, found);
    }
    return found;
  };
  return http.all('*', async ({ request, requestId }) => {
    for (const handler of candidates(new URL(request.url))) {
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}
