// @vitest-environment node
// The exchange's one MSW handler in front of its handlers: MSW's answers, parameters and fall-through, while only the
// handlers whose path matches a request run at all.
import { HttpResponse, getResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../src/mocks/dispatch';

const BASE = 'http://exchange.test';
const request = (method: string, path: string) => new Request(BASE + path, { method });

describe('dispatch', () => {
  it('answers as the first matching handler that answers, with its path parameters', async () => {
    const passes = http.get('*/bet/:betId', () => undefined);
    const answers = http.get('*/bet/:betId', ({ params }) => HttpResponse.json({ id: params.betId }));
    const later = http.get('*/bet/:betId', () => HttpResponse.json({ id: 'later' }));
    const res = await getResponse([dispatch([passes, answers, later])], request('GET', '/bet/b-7'));
    expect(await res?.json()).toEqual({ id: 'b-7' });
  });

  it('skips a handler of another method, and answers nothing when none matches', async () => {
    const post = http.post('*/auth/signin', () => HttpResponse.json({ via: 'post' }));
    const get = http.get('*/auth/signin', () => HttpResponse.json({ via: 'get' }));
    const one = dispatch([post, get]);
    expect(await (await getResponse([one], request('GET', '/auth/signin')))?.json()).toEqual({ via: 'get' });
    expect(await getResponse([one], request('GET', '/auth/signout'))).toBeUndefined();
  });

  it('sends an answer a handler throws, as MSW does', async () => {
    const refuses = http.all('*', () => {
      throw HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });
    });
    const res = await getResponse([dispatch([refuses, http.get('*', () => HttpResponse.json({}))])], request('GET', '/x'));
    expect(res?.status).toBe(401);
  });

  it('runs only the handlers whose path matches the URL (each URL matched once)', async () => {
    const odds = http.get('*/v2/fetch-market-odds/:e/:l/:m/:ids', () => HttpResponse.json({ odds: true }));
    const fancy = http.get('*/v2/fetch-market-session/:e/:l/:m', () => HttpResponse.json({ fancy: true }));
    const oddsRun = vi.spyOn(odds, 'run');
    const fancyRun = vi.spyOn(fancy, 'run');
    const one = dispatch([fancy, odds]);
    for (let i = 0; i < 3; i += 1) {
      const res = await getResponse([one], request('GET', `/v2/fetch-market-odds/4/c1/m1/1.2?t=${i}`));
      expect(await res?.json()).toEqual({ odds: true });
    }
    expect(oddsRun).toHaveBeenCalledTimes(3);
    expect(fancyRun).not.toHaveBeenCalled();
  });
});
