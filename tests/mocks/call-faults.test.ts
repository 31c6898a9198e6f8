// @vitest-environment node
// The per-call fault knob: one call (by name, alias or 'all') answers 500, an HTML page, 401, garbage, nothing, or late.
import { describe, expect, it, vi } from 'vitest';
import { CHAOS_SLOW_MS, DEFAULT_KNOBS, faultOf, parseFault, parseKnobs, sanitizeKnobs, setKnobs } from '../../src/mocks/knobs';
import { HTML_ERROR_PAGE, MALFORMED_BODY, chaosFault } from '../../src/mocks/handlers/faults';
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

describe('the chaos knob', () => {
  it('reads mock.chaos as a fraction and keeps it in 0..1', () => {
    expect(parseKnobs('?mock.chaos=0.1')).toEqual({ chaos: 0.1 });
    expect(sanitizeKnobs({ chaos: 3 })).toEqual({ chaos: 1 });
    expect(sanitizeKnobs({ chaos: 'x' })).toEqual({});
  });

  it('draws each of its faults about evenly', () => {
    const kinds = Array.from({ length: 300 }, (_, i) => chaosFault(i / 300).kind);
    for (const k of ['500', 'malformed', 'slow']) expect(kinds.filter((x) => x === k)).toHaveLength(100);
    expect(chaosFault(0.9)).toEqual({ kind: 'slow', ms: CHAOS_SLOW_MS });
  });

  it('fails about that fraction of calls with a 500 or a malformed body (the late ones answer late)', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    setKnobs({ chaos: 0.3 }, ex.world.knobs);
    try {
      const statuses: string[] = [];
      // The late answers come on fake time: each call is given the chaos delay at once.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      for (let i = 0; i < 60; i++) {
        const call = ex.call('GET', '/bet/trade/list', { token });
        await vi.advanceTimersByTimeAsync(CHAOS_SLOW_MS);
        const a = await call;
        statuses.push(a.status === 500 ? '500' : JSON.stringify(a.body) === JSON.stringify(MALFORMED_BODY) ? 'malformed' : String(a.status));
      }
      const failed = statuses.filter((s) => s !== '200').length;
      // Slow draws answer normally (late): about a third of 0.3 of 60 calls fail each way.
      expect(failed).toBeGreaterThan(3);
      expect(failed).toBeLessThan(25);
      expect(statuses).toContain('500');
      expect(statuses).toContain('malformed');
    } finally {
      vi.useRealTimers();
      setKnobs({ chaos: 0 }, ex.world.knobs);
    }
  });
});
