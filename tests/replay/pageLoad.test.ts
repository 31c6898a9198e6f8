// A tape's page load stays on the site that replays it (src/replay/pageLoad.ts, sitePath): issue 32, item 5.
import { describe, expect, it } from 'vitest';
import { sitePath } from '../../src/replay/pageLoad';

const ORIGIN = 'https://bet.example.com';

describe('sitePath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(sitePath('/fullmarket/4/101/9?inplay=true#odds', ORIGIN)).toBe('/fullmarket/4/101/9?inplay=true#odds');
    expect(sitePath('casino', ORIGIN)).toBe('/casino');
    expect(sitePath(`${ORIGIN}/inplay`, ORIGIN)).toBe('/inplay');
  });

  it('refuses anything that leaves the site: another host, a protocol-relative address, another scheme or port', () => {
    for (const away of [
      'https://evil.example.net/phish',
      '//evil.example.net/phish',
      'http://bet.example.com/inplay',
      'https://bet.example.com:8443/inplay',
      'javascript:alert(1)',
      'data:text/html,<h1>hi</h1>',
      'blob:https://bet.example.com/1234',
    ]) {
      expect({ away, path: sitePath(away, ORIGIN) }).toEqual({ away, path: null });
    }
  });
});
