// Calls to the simulated exchange from the mocks tests: fetch against the page's origin (MSW answers), the body read as JSON.
export interface JsonAnswer {
  status: number;
  body: unknown;
}

export async function callJson(
  method: 'GET' | 'POST',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonAnswer> {
  const res = await fetch(new URL(path, window.location.origin), {
    method,
    headers: { ...(opts.body !== undefined && { 'Content-Type': 'application/json' }), ...opts.headers },
    ...(opts.body !== undefined && { body: JSON.stringify(opts.body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

export const getJson = (path: string): Promise<JsonAnswer> => callJson('GET', path);
export const postJson = (path: string, body: unknown): Promise<JsonAnswer> => callJson('POST', path, { body });
