// The production build's Content-Security-Policy: no inline script, requests only to the API base and the IP lookup.
import { describe, expect, it } from 'vitest';
import { DEFAULT_IP_LOOKUP_URL } from '../../src/api/ipLookup';
import { FRAMED_BY_SELF, contentSecurityPolicy, securityHeaders, sourceOf } from '../../src/security/csp';

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

  it('takes images, media and frames from this origin, the API base and the configured players only, never any https: origin', () => {
    const simulated = contentSecurityPolicy();
    expect(directive(simulated, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(simulated, 'media-src')).toEqual(["'self'", 'blob:']);
    expect(directive(simulated, 'frame-src')).toEqual(["'self'"]);
    const real = contentSecurityPolicy({
      apiBase: 'https://api.operator.example/v1',
      casinoPlayerUrl: 'https://player.example/casino?id={id}',
      videoTablesUrl: 'https://video.example/t.html?id={id}&name={name}',
    });
    expect(directive(real, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.operator.example']);
    expect(directive(real, 'media-src')).toEqual(["'self'", 'blob:', 'https://api.operator.example', 'https://player.example', 'https://video.example']);
    expect(directive(real, 'frame-src')).toEqual(["'self'", 'https://player.example', 'https://video.example']);
    expect(real).not.toMatch(/ https:( |;|$)/);
  });

  it("allows an http: API base's images (a back end served over plain HTTP keeps its logo and sport icons)", () => {
    const policy = contentSecurityPolicy({ apiBase: 'http://10.0.0.5:8080/api' });
    expect(directive(policy, 'img-src')).toContain('http://10.0.0.5:8080');
    expect(directive(policy, 'connect-src')).toContain('http://10.0.0.5:8080/api/');
  });

  it('the headers a host sends: the policy with frame-ancestors none, except for the pages this site frames itself', () => {
    const headers = securityHeaders({});
    expect(headers['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders({}, "'self'")['Content-Security-Policy']).toMatch(/frame-ancestors 'self'$/);
    expect(['/score?event_id=1', '/tv?x=1', '/assets/casino/player.html?id=1'].every((p) => FRAMED_BY_SELF.test(p))).toBe(true);
    expect(['/', '/fullmarket/4/1/2', '/scores', '/tvx'].some((p) => FRAMED_BY_SELF.test(p))).toBe(false);
  });
});
