// The production build's Content-Security-Policy: no inline script, requests only to the API base and the IP lookup.
import { describe, expect, it } from 'vitest';
import { DEFAULT_IP_LOOKUP_URL } from '../../src/api/ipLookup';
import { contentSecurityPolicy, sourceOf } from '../../src/security/csp';

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('content security policy', () => {
  it('allows scripts from this origin only: no inline script, no eval', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it("allows the build's own inline script by its hash only", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-inline'?[^;]*;[^;]*style-src|script-src[^;]*unsafe-inline/);
  });

  it('limits requests to the API base and the IP lookup', () => {
    expect(directive(contentSecurityPolicy(), 'connect-src')).toEqual(["'self'", DEFAULT_IP_LOOKUP_URL]);
    const real = contentSecurityPolicy({ apiBase: 'https://api.operator.example/v1', ipLookupUrl: 'https://ip.example/json?x=1' });
    expect(directive(real, 'connect-src')).toEqual(['https://api.operator.example/v1/', 'https://ip.example/json']);
  });

  it('turns a URL into its origin, or a path prefix when it has a path', () => {
    expect(sourceOf('https://a.example/')).toBe('https://a.example');
    expect(sourceOf('https://a.example:8443/api//')).toBe('https://a.example:8443/api/');
    expect(sourceOf('https://a.example/geo.js?cb=x', false)).toBe('https://a.example/geo.js');
  });
});
