// The contract's scalars (../shared/api-contract.md section 1), shared by the schema modules:
// contract.ts and the schemas of the market page, the account pages, the casino and horse racing.
import * as v from 'valibot';

/** A JSON number: NaN and ±Infinity are refused (they never come from JSON, but may from code). */
export const Num = v.pipe(v.number(), v.finite());

/** Ids are strings, but a JSON number is accepted wherever an id appears (contract section 1). */
export const Id = v.pipe(v.union([v.string(), Num]), v.transform(String));

const NUMERIC = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A number that may arrive as a numeric string ("1.98", "1") in round data, fancy and horse odds. */
export const NumLike = v.union([
  Num,
  v.pipe(v.string(), v.regex(NUMERIC, 'expected a numeric string'), v.transform(Number)),
]);

/** Same as NumLike but an empty string is read as 0 (blank cells in fancy and round data). */
export const NumLikeOrBlank = v.union([NumLike, v.pipe(v.literal(''), v.transform(() => 0))]);

export const IsoDate = v.pipe(v.string(), v.minLength(1));
