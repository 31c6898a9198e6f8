// The visitor IP lookup: a third-party geolocation service answering a JSONP-style body.
import { z } from 'zod/mini';

/** geojs answers `geoip({"ip": "...", "country": "...", ...})`, keyless and over https. */
export const DEFAULT_IP_LOOKUP_URL = 'https://get.geojs.io/v1/ip/geo.js';

/** What the sign-in body carries as `ipInfo`: the service's fields, with the IP under `query`. */
export type IpInfo = { query: string } & Record<string, unknown>;

/** `callback({...});` or plain JSON text -> the object inside; anything else -> undefined. */
export function unwrapJsonp(text: string): unknown {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  const inner = start >= 0 && end > start ? text.slice(start + 1, end) : text;
  try {
    return JSON.parse(inner) as unknown;
  } catch {
    return undefined;
  }
}

const IpFieldsIn = z
  .looseObject({
    query: z.optional(z.string().check(z.minLength(1))),
    ip: z.optional(z.string().check(z.minLength(1))),
  })
  .check(z.refine((o) => o.query !== undefined || o.ip !== undefined, 'expected ip or query'));

const IpFields = z.pipe(
  IpFieldsIn,
  // Services name the IP `ip` or `query`; the spec reads it from `query`.
  z.transform((o: z.output<typeof IpFieldsIn>): IpInfo => ({ ...o, query: (o.query ?? o.ip) as string })),
);

/** The body arrives as JSONP text, or already parsed when the service answers plain JSON. */
export const IpLookupAnswer = z.union([
  IpFields,
  z.pipe(z.pipe(z.string(), z.transform(unwrapJsonp)), IpFields),
]);
