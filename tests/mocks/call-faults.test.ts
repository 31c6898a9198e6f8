// @vitest-environment node
// The per-call fault knob: one call (by name, alias or 'all') answers 500, an HTML page, 401, garbage, nothing, or late.
import { describe, expect, it } from 'vitest';
import { DEFAULT_KNOBS, faultOf, parseFault, parseKnobs, sanitizeKnobs, setKnobs } from '../../src/mocks/knobs';
import { HTML_ERROR_PAGE, MALFORMED_BODY } from '../../src/mocks/handlers/faults';
import { startExchange } from './harness';

const ex = startExchange({ seed: 2 });

describe('the faults knob', () => {
  it('reads mock.fault=<call>:<fault> from the URL and drops what it cannot read', () => {
    expect(parseKnobs('?mock.fault=marketOdds:500,fancy:slow:4000,header:html,odds:nonsense')).toEqual({
      faults: { marketOdds: '500', fancy: 'slow:4000', header: 'html' },
    });
    expect(sanitizeKnobs({ faults: { a: 'offline', b: 7, c: 'boom' } })).toEqual({ faults: { a: 'offline' } });
    expect(parseFault('slow')).toEqual({ kind: 'slow', ms: 5_000 });
    expect(parseFault('401')).toEqual({ kind: '401', ms: 0 });
  });

  it('finds a call by its own name, then by an alias, then by all', () => {
    const k = { ...DEFAULT_KNOBS, faults: { marketOdds: '500', header: 'html', all: 'offline' } };
    expect(faultOf(k, 'marketOdds')?.kind).toBe('500');
    expect(faultOf(k, 'exposure')?.kind).toBe('html');
    expect(faultOf(k, 'fancy')?.kind).toBe('offline');
    expect(faultOf({ ...k, faults: {} }, 'fancy')).toBeNull();
  });

  it('answers only the faulted call, each fault as it says', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const cases: [string, (a: { status: number; body: unknown; text: string }) => void][] = [
      ['500', (a) => expect([a.status, a.text]).toEqual([500, 'Internal Server Error'])],
      ['html', (a) => expect([a.status, a.text]).toEqual([200, HTML_ERROR_PAGE])],
      ['401', (a) => expect([a.status, a.body]).toEqual([401, { status: false, message: 'Unauthorized' }])],
      ['malformed', (a) => expect([a.status, a.body]).toEqual([200, MALFORMED_BODY])],
    ];
    for (const [fault, check] of cases) {
      setKnobs({ faults: { exposure: fault } }, ex.world.knobs);
      check(await ex.call('GET', '/bet/exposure/fetch', { token }));
      // Another call of the same session is untouched.
      expect((await ex.call('GET', '/bet/trade/list', { token })).status).toBe(200);
    }
    setKnobs({ faults: { exposure: 'offline' } }, ex.world.knobs);
    await expect(ex.call('GET', '/bet/exposure/fetch', { token })).rejects.toThrow(/fetch/i);
    setKnobs({ faults: {} }, ex.world.knobs);
    expect((await ex.call('GET', '/bet/exposure/fetch', { token })).status).toBe(200);
  });
});

describe('the hostile-text knob', () => {
  it('appends script and markup to the text a player reads, and leaves everything else alone', async () => {
    const { token, domainId } = await ex.signIn('rahul', 'Rahul@123');
    setKnobs({ hostileText: true }, ex.world.knobs);
    try {
      const notices = (await ex.call('GET', `/domain/notice/get/${domainId}`, { token })).body as { data: { notice: string }[] };
      expect(notices.data.length).toBeGreaterThan(0);
      for (const n of notices.data) expect(n.notice).toMatch(/<script>.*<\/script><b>bold<\/b>$/);
      const refused = await ex.call('POST', '/auth/signin', { body: { userName: 'rahul', password: 'wrong', deviceIp: '', ipInfo: {} } });
      expect((refused.body as { message: string }).message).toMatch(/^Invalid username or password <img/);
      // A protocol word stays as it is: the session must still expire on it.
      setKnobs({ faults: { exposure: '401' } }, ex.world.knobs);
      expect((await ex.call('GET', '/bet/exposure/fetch', { token })).body).toEqual({ status: false, message: 'Unauthorized' });
    } finally {
      setKnobs({ hostileText: false, faults: {} }, ex.world.knobs);
    }
  });
});
