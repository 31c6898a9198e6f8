// @vitest-environment node
import { setupServer } from 'msw/node';
import { test } from 'vitest';
import { coreHandlers, faultsHandler } from '../../src/mocks/core';
import { manualClock } from '../../src/mocks/world/clock';
import { createWorld } from '../../src/mocks/world/world';

test('smoke', async () => {
  const t0 = performance.now();
  const clock = manualClock(new Date(2026, 10, 22, 14, 0, 0).getTime());
  const world = createWorld({ seed: 1, clock });
  console.log('world ms', performance.now() - t0);
  const server = setupServer(faultsHandler(world), ...coreHandlers(world));
  server.listen({ onUnhandledRequest: 'error' });
  const j = async (m: string, p: string, body?: unknown, token?: string) => {
    const r = await fetch('http://localhost' + p, { method: m, headers: { 'Content-Type': 'application/json', d: 'localhost', ...(token && { 'User-Token': token, Authorization: 'Bearer ' + token }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
    const t = await r.text();
    return [r.status, t.length > 1500 ? t.slice(0, 1500) + '...' : t] as const;
  };
  console.log(await j('GET', '/domain/host/localhost:5173'));
  const [, s] = await j('POST', '/auth/signin', { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} });
  const token = JSON.parse(s).userToken;
  console.log(s);
  console.log(await j('GET', '/bet/exposure/fetch', undefined, token));
  console.log(await j('GET', '/bet/trade/list', undefined, token));
  console.log(await j('POST', '/transit/transactions/test/1/5', { userId: JSON.parse(s).user._id, from: '', to: '', filter: 'all' }, token));
  console.log(await j('POST', '/profit-loss/test/1/10', { from: '2026-01-01', to: '2026-12-31' }, token));
  const [, ms] = await j('GET', '/v2/get-matches-by-eventid/4');
  console.log(ms);
  const t1 = performance.now();
  for (const sp of ['4', '1', '2']) {
    const r = await fetch('http://localhost/v2/get-matches-by-eventid/' + sp);
    const data = (await r.json()).data as { eventName: string; openDate: string; inPlay: boolean; declared: boolean; marketName: string }[];
    console.log(sp, data.length, data.map((d) => `${d.openDate.slice(5, 16)} ${d.inPlay ? 'P' : ' '}${d.declared ? 'D' : ' '} ${d.marketName} ${d.eventName}`).join('\n'));
  }
  console.log('lists ms', performance.now() - t1);
  server.close();
});
