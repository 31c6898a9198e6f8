// @vitest-environment jsdom
// The inspection hub: no observer on any actor and nothing serialised while no inspector listens; actors, steps with their transitions, and hand-sent events once one does.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, assign, createActor, fromPromise, setup } from 'xstate';
import { describeMachine } from '../../machines/tools/graph';
import { createInspectionHub, type ChannelLike } from '../../machines/tools/inspectionHub';
import { INSPECTOR_HEARTBEAT_MS, INSPECTOR_TIMEOUT_MS } from '../../machines/tools/inspectionProtocol';
import type { AppMessage, InspectorMessage } from '../../machines/tools/inspectionProtocol';

const door = setup({
  types: { context: {} as { opens: number; at: Date }, events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'KNOCK' } },
  actors: { ring: fromPromise(async () => 'ding') },
  guards: { tired: ({ context }) => context.opens > 1 },
  delays: { slam: 500 },
}).createMachine({
  id: 'door',
  context: { opens: 0, at: new Date(0) },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', actions: assign({ opens: ({ context }) => context.opens + 1 }) }, KNOCK: {} } },
    open: { after: { slam: 'slammed' }, on: { CLOSE: 'closed' } },
    slammed: { always: [{ guard: 'tired', target: 'resting' }, { target: 'closed' }] },
    resting: { invoke: { src: 'ring', onDone: 'closed' } },
  },
});

function fakeChannel() {
  const posted: AppMessage[] = [];
  const channel: ChannelLike = { postMessage: (m) => posted.push(structuredClone(m) as AppMessage), onmessage: null, close: () => {} };
  const say = (m: InspectorMessage) => channel.onmessage?.({ data: m } as MessageEvent);
  return { channel, posted, say };
}

function setUp() {
  const fake = fakeChannel();
  const hub = createInspectionHub({ channel: () => fake.channel });
  const clock = new SimulatedClock();
  const actor = hub.register(createActor(door, { clock })).start();
  return { ...fake, hub, clock, actor };
}

describe('inspection hub', () => {
  it('observes nothing and posts nothing while no inspector listens, yet knows the running actors', () => {
    const { hub, posted, actor } = setUp();
    const inspect = vi.spyOn(hub, 'inspect');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(posted).toEqual([]);
    expect(hub.posted()).toBe(0);
    expect(hub.observed()).toBe(0);
    expect(inspect).not.toHaveBeenCalled();
    expect([...hub.actors().values()]).toEqual([actor]);
    actor.stop();
    expect(hub.actors().size).toBe(0);
  });

  it('attaches to the actor system when an inspector says hello and detaches when it leaves', () => {
    const { hub, say, actor, posted } = setUp();
    say({ t: 'hello', inspector: 'i1' });
    expect(hub.observed()).toBe(1);
    actor.send({ type: 'OPEN' });
    expect(posted.filter((m) => m.t === 'step')).toHaveLength(1);
    say({ t: 'bye', inspector: 'i1' });
    expect(hub.observed()).toBe(0);
    const before = hub.posted();
    actor.send({ type: 'CLOSE' });
    expect(hub.posted()).toBe(before);
  });

  it('announces an actor registered while it listens, and its steps', () => {
    const fake = fakeChannel();
    const hub = createInspectionHub({ channel: () => fake.channel });
    fake.say({ t: 'hello', inspector: 'i1' });
    const actor = hub.register(createActor(door)).start();
    actor.send({ type: 'OPEN' });
    expect(fake.posted.map((m) => m.t)).toEqual(['sync', 'actor', 'step', 'step']);
    expect(fake.posted[1]).toMatchObject({ t: 'actor', actor: { machineId: 'door', snapshot: { value: 'closed' } } });
  });

  it('answers a hello with every live actor, its definition and its snapshot', () => {
    const { posted, say, actor } = setUp();
    actor.send({ type: 'OPEN' });
    say({ t: 'hello', inspector: 'i1' });
    expect(posted).toHaveLength(1);
    const sync = posted[0];
    if (sync?.t !== 'sync') throw new Error('expected a sync');
    expect(sync.actors).toHaveLength(1);
    const info = sync.actors[0]!;
    expect(info).toMatchObject({ id: actor.id, machineId: 'door', kind: 'machine', parent: null });
    expect(info.graph).toEqual(describeMachine(door));
    expect(info.snapshot).toMatchObject({ status: 'active', value: 'open', active: ['door', 'door.open'], context: { opens: 1, at: '1970-01-01T00:00:00.000Z' } });
    expect(info.snapshot.scheduled).toEqual([expect.objectContaining({ event: 'xstate.after.slam.door.open', delay: 500 })]);
  });

  it('streams each step with the event, its sender and the transitions it took, eventless ones included', () => {
    const { posted, say, actor, clock } = setUp();
    say({ t: 'hello', inspector: 'i1' });
    actor.send({ type: 'OPEN' });
    clock.increment(500);
    const steps = posted.filter((m) => m.t === 'step');
    expect(steps.map((s) => [(s.event as { type: string }).type, s.transitions, s.snapshot.value])).toEqual([
      ['OPEN', ['door.closed:0'], 'open'],
      ['xstate.after.slam.door.open', ['door.open:1', 'door.slammed:always:1'], 'closed'],
    ]);
    // A targetless transition is a step too.
    actor.send({ type: 'KNOCK' });
    expect(posted.at(-1)).toMatchObject({ t: 'step', transitions: ['door.closed:1'], snapshot: { value: 'closed' } });
  });

  it('announces actors started while it listens, children with their parent', async () => {
    const { posted, say, actor, clock } = setUp();
    say({ t: 'hello', inspector: 'i1' });
    actor.send({ type: 'OPEN' });
    clock.increment(500);
    actor.send({ type: 'OPEN' });
    clock.increment(500);
    const child = posted.find((m) => m.t === 'actor');
    expect(child).toMatchObject({ actor: { kind: 'promise', parent: actor.sessionId, root: actor.sessionId, machineId: null } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
  });

  it('delivers an event sent by hand to the live actor it names', () => {
    const { posted, say, actor } = setUp();
    say({ t: 'hello', inspector: 'i1' });
    const app = posted[0]!.app;
    say({ t: 'send', inspector: 'i1', app, sessionId: actor.sessionId, event: { type: 'OPEN' } });
    expect(actor.getSnapshot().value).toBe('open');
    say({ t: 'send', inspector: 'i1', app: 'another-tab', sessionId: actor.sessionId, event: { type: 'CLOSE' } });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('falls silent again when the last inspector says goodbye or times out', () => {
    vi.useFakeTimers();
    try {
      let t = 0;
      const fake = fakeChannel();
      const hub = createInspectionHub({ channel: () => fake.channel, now: () => t });
      const actor = hub.register(createActor(door)).start();
      fake.say({ t: 'hello', inspector: 'i1' });
      expect(hub.listening()).toBe(true);
      fake.say({ t: 'bye', inspector: 'i1' });
      expect(hub.listening()).toBe(false);
      fake.say({ t: 'hello', inspector: 'i2' });
      t += INSPECTOR_TIMEOUT_MS + 1;
      vi.advanceTimersByTime(INSPECTOR_TIMEOUT_MS);
      expect(hub.listening()).toBe(false);
      const before = hub.posted();
      actor.send({ type: 'OPEN' });
      expect(hub.posted()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
  it("an inspector's heartbeat keeps the hub listening past the timeout; when the beats stop, it falls silent", () => {
    vi.useFakeTimers();
    try {
      let t = 0;
      const fake = fakeChannel();
      const hub = createInspectionHub({ channel: () => fake.channel, now: () => t });
      const actor = hub.register(createActor(door)).start();
      fake.say({ t: 'hello', inspector: 'i1' });
      // Three timeouts' worth of time, a beat every 2 s: still heard.
      for (let beat = 0; beat < (3 * INSPECTOR_TIMEOUT_MS) / INSPECTOR_HEARTBEAT_MS; beat++) {
        t += INSPECTOR_HEARTBEAT_MS;
        vi.advanceTimersByTime(INSPECTOR_HEARTBEAT_MS);
        fake.say({ t: 'heartbeat', inspector: 'i1' });
      }
      expect(hub.listening()).toBe(true);
      // Heard all along: it never stopped and started again (each start sends the whole picture anew).
      expect(fake.posted.filter((m) => m.t === 'sync')).toHaveLength(1);
      actor.send({ type: 'OPEN' });
      expect(fake.posted.at(-1)).toMatchObject({ t: 'step', sessionId: actor.sessionId });
      // The inspector's window is gone without a goodbye (a crash): no beat for longer than the timeout.
      t += INSPECTOR_TIMEOUT_MS + 1;
      vi.advanceTimersByTime(INSPECTOR_TIMEOUT_MS);
      expect(hub.listening()).toBe(false);
      hub.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a heartbeat from an inspector it does not know (opened before this tab) is a hello: it gets the whole picture', () => {
    const { hub, actor, posted, say } = setUp();
    say({ t: 'heartbeat', inspector: 'older' });
    expect(hub.listening()).toBe(true);
    expect(posted.at(-1)).toMatchObject({ t: 'sync', actors: [expect.objectContaining({ sessionId: actor.sessionId })] });
    hub.dispose();
  });

  it("tells the inspector when this app's tab closes or navigates away (pagehide), and not after it is disposed", () => {
    const { hub, posted, say } = setUp();
    say({ t: 'hello', inspector: 'i1' });
    window.dispatchEvent(new Event('pagehide'));
    const app = (posted[0] as { app: string }).app;
    expect(posted.at(-1)).toEqual({ t: 'gone', app, at: expect.any(Number) });
    hub.dispose();
    const count = posted.length;
    window.dispatchEvent(new Event('pagehide'));
    expect(posted).toHaveLength(count);
  });
});
