// The visitor IP lookup: a third-party geolocation service answering a JSONP-style body.
import * as v from 'valibot';

/** geojs answers `geoip({"ip": "...", "country": "...", ...})`, keyless and over https. */
export const DEFAULT_IP_LOOKUP_URL = 'https://get.geojs.io/v1/ip/geo.js';

/** What the sign-in body carries as `ipInfo`: the service's fields, with the IP under `query`. */
export type IpInfo = { query: string } & Record<string, unknown>;

/** `callback({...});` or plain JSON text -> the object inside; anything else -> undefined. */
function unwrapJsonp(text: string): unknown {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  const inner = start >= 0 && end > start ? text.slice(start + 1, end) : text;
  try {
    return JSON.parse(inner) as unknown;
  } catch {
    return undefined;
  }
}

const IpFields = v.pipe(
  v.looseObject({
    query: v.optional(v.pipe(v.string(), v.minLength(1))),
    ip: v.optional(v.pipe(v.string(), v.minLength(1))),
  }),
  v.check((o) => o.query !== undefined || o.ip !== undefined, 'expected ip or query'),
  // Services name the IP `ip` or `query`; the spec reads it from `query`.
  v.transform((o): IpInfo => ({ ...o, query: (o.query ?? o.ip) as string })),
);

/** The body arrives as JSONP text, or already parsed when the service answers plain JSON. */
export const IpLookupAnswer = v.union([IpFields, v.pipe(v.string(), v.transform(unwrapJsonp), IpFields)]);
