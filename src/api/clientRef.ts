// The contract's `clientRef` (section 5): one id per confirmation by the player, made here and nowhere else.

/** A bet payload of any kind that carries its confirmation's ref, as `api.placeBet` requires. */
export type WithClientRef<T> = T & { clientRef: string };

/**
 * A new confirmation's ref: a random UUID. Call it once when the player confirms; a resend of that
 * confirmation (after a lost answer) must reuse the ref, never call this again.
 */
export function newClientRef(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Old browsers and plain http origins lack randomUUID: a v4 UUID from getRandomValues.
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Adds the ref to a payload; a payload that already has one keeps it (a resend). */
export function withClientRef<T extends { clientRef?: string }>(payload: T, clientRef: string): WithClientRef<T> {
  return { ...payload, clientRef: payload.clientRef ?? clientRef };
}
