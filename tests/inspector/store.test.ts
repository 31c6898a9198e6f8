// @vitest-environment jsdom
// The inspector's end of the channel (src/inspector/store.ts): its heartbeat, an app tab that closes, and the log's 1,000-step cap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSPECTOR_HEARTBEAT_MS, type ActorInfo, type AppMessage, type InspectorMessage, type PlainSnapshot } from '../../machines/tools/inspectionProtocol';
import { MAX_STEPS, createInspectorStore } from '../../src/inspector/store';

function fakeChannel() {
  const said: InspectorMessage[] = [];
  const channel = { postMessage: (m: InspectorMessage) => said.push(structuredClone(m)), onmessage: null as ((e: MessageEvent) => void) | null, close: () => {} };
  const hear = (m: AppMessage) => channel.onmessage?.({ data: m } as MessageEvent);
  return { channel: channel as unknown as BroadcastChannel, said, hear };
}

const snapshot = (value: string, status = 'active'): PlainSnapshot => ({ status, value, active: [value], context: {}, scheduled: [] });
const actor = (sessionId: string): ActorInfo => ({
  sessionId,
  id: sessionId,
  parent: null,
  root: sessionId,
  machineId: 'kettle',
  kind: 'machine',
  graph: null,
  snapshot: snapshot('empty'),
});
const step = (app: string, sessionId: string, at: number, value: string): AppMessage => ({
  t: 'step',
  app,
  at,
  sessionId,
  event: { type: 'TICK' },
  source: null,
  transitions: [],
  snapshot: snapshot(value),
});

/** The store publishes once per task: its state after the messages heard so far. */
const published = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('inspector store', () => {
  it('says hello at once, then a heartbeat every 2 s while open, and goodbye when closed', () => {
    const fake = fakeChannel();
    const store = createInspectorStore({ channel: () => fake.channel });
    const inspector = (fake.said[0] as { inspector: string }).inspector;
    expect(fake.said).toEqual([{ t: 'hello', inspector }]);
    vi.advanceTimersByTime(INSPECTOR_HEARTBEAT_MS - 1);
    expect(fake.said).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fake.said.at(-1)).toEqual({ t: 'heartbeat', inspector });
    vi.advanceTimersByTime(4 * INSPECTOR_HEARTBEAT_MS);
    expect(fake.said.map((m) => m.t)).toEqual(['hello', 'heartbeat', 'heartbeat', 'heartbeat', 'heartbeat', 'heartbeat']);
    store.close();
    expect(fake.said.at(-1)).toEqual({ t: 'bye', inspector });
    vi.advanceTimersByTime(10 * INSPECTOR_HEARTBEAT_MS);
    expect(fake.said.at(-1)).toEqual({ t: 'bye', inspector });
    expect(fake.said.filter((m) => m.t === 'heartbeat')).toHaveLength(5);
  });

  it('says goodbye when its own window closes (pagehide)', () => {
    const fake = fakeChannel();
    const store = createInspectorStore({ channel: () => fake.channel });
    window.dispatchEvent(new Event('pagehide'));
    expect(fake.said.map((m) => m.t)).toEqual(['hello', 'bye']);
    store.close();
  });

  it("marks a closed app tab's actors stopped and drops the tab, keeping the other tab's; no event can be sent to them", async () => {
    const fake = fakeChannel();
    const store = createInspectorStore({ channel: () => fake.channel });
    fake.hear({ t: 'sync', app: 'tab-a', at: 1, actors: [actor('a1')] });
    fake.hear({ t: 'sync', app: 'tab-b', at: 1, actors: [actor('b1')] });
    await published();
    expect(store.getState()).toMatchObject({ connected: true, apps: ['tab-a', 'tab-b'] });
    expect(store.send('tab-a/a1', { type: 'FILL' })).toBe(true);

    fake.hear({ t: 'gone', app: 'tab-a', at: 2 });
    await published();
    const state = store.getState();
    expect(state.apps).toEqual(['tab-b']);
    expect(state.connected).toBe(true);
    expect(state.actors.map((a) => [a.key, a.snapshot.status])).toEqual([
      ['tab-a/a1', 'stopped'],
      ['tab-b/b1', 'active'],
    ]);
    const sent = fake.said.length;
    expect(store.send('tab-a/a1', { type: 'FILL' })).toBe(false);
    expect(fake.said).toHaveLength(sent);

    fake.hear({ t: 'gone', app: 'tab-b', at: 3 });
    await published();
    expect(store.getState()).toMatchObject({ connected: false, apps: [] });
    store.close();
  });

  it('keeps the last 1,000 steps of an actor: older ones drop off the front, the numbers stay', async () => {
    const fake = fakeChannel();
    const store = createInspectorStore({ channel: () => fake.channel });
    fake.hear({ t: 'actor', app: 'tab', at: 0, actor: actor('k') });
    const total = MAX_STEPS + 5;
    for (let i = 1; i <= total; i++) fake.hear(step('tab', 'k', i, `s${i}`));
    await published();
    const record = store.getState().actors.find((a) => a.key === 'tab/k')!;
    expect(MAX_STEPS).toBe(1000);
    expect(record.steps).toHaveLength(1000);
    expect(record.steps[0]).toMatchObject({ n: 6, at: 6, to: ['s6'], from: ['s5'] });
    expect(record.steps.at(-1)).toMatchObject({ n: total, at: total, to: [`s${total}`] });
    expect(record.snapshot.value).toBe(`s${total}`);
    // The next step is numbered on from the last one, not from the log's length.
    fake.hear(step('tab', 'k', total + 1, 'next'));
    await published();
    const after = store.getState().actors.find((a) => a.key === 'tab/k')!;
    expect(after.steps).toHaveLength(1000);
    expect(after.steps.at(-1)!.n).toBe(total + 1);
    expect(after.steps[0]!.n).toBe(7);
    store.close();
  });
});
