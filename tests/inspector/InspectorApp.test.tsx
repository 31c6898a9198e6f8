// The inspector UI wired to a real inspection hub through an in-memory channel: actors listed, steps logged in order, a past step shown read-only, an event sent by hand reaching the actor.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock, assign, createActor, setup } from 'xstate';
import { createInspectionHub, type ChannelLike } from '../../machines/tools/inspectionHub';
import { InspectorApp } from '../../src/inspector/InspectorApp';
import { createInspectorStore } from '../../src/inspector/store';

const kettle = setup({
  types: { context: {} as { cups: number }, events: {} as { type: 'FILL'; cups: number } | { type: 'BOIL' } | { type: 'POUR' } },
  delays: { boiling: 3000 },
}).createMachine({
  id: 'kettle',
  context: { cups: 0 },
  initial: 'empty',
  states: {
    empty: { on: { FILL: { target: 'full', actions: assign({ cups: ({ event }) => event.cups }) } } },
    full: { on: { BOIL: 'boiling' } },
    boiling: { after: { boiling: 'hot' } },
    hot: { on: { POUR: 'empty' } },
  },
});

/** A BroadcastChannel pair in memory: what one side posts, the other hears (cloned, asynchronously). */
function channelPair(): [ChannelLike, BroadcastChannel] {
  const a: ChannelLike = { postMessage: (m) => queueMicrotask(() => b.onmessage?.({ data: structuredClone(m) } as MessageEvent)), onmessage: null, close() {} };
  const b = { postMessage: (m: unknown) => queueMicrotask(() => a.onmessage?.({ data: structuredClone(m) } as MessageEvent)), onmessage: null, close() {} } as unknown as BroadcastChannel;
  return [a, b];
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

let cleanup: (() => void) | null = null;
afterEach(() => cleanup?.());

function setUp() {
  const [appSide, inspectorSide] = channelPair();
  const hub = createInspectionHub({ channel: () => appSide });
  const clock = new SimulatedClock();
  const actor = hub.register(createActor(kettle, { clock })).start();
  const store = createInspectorStore({ channel: () => inspectorSide });
  const view = render(<InspectorApp mode="page" store={store} />);
  cleanup = () => {
    view.unmount();
    store.close();
    hub.dispose();
  };
  return { actor, clock };
}

const logRows = () =>
  within(screen.getByTestId('inspector-log'))
    .queryAllByRole('row')
    .slice(1)
    .map((r) => [r.querySelector('td.ev')?.textContent, r.querySelector('[data-testid=step-path]')?.textContent]);

// The first render lays a chart out with elkjs, which takes seconds on a busy machine.
describe('InspectorApp', { timeout: 30_000 }, () => {
  it('lists the live actor and logs its steps in order, with the delay a timer waited', async () => {
    const { actor, clock } = setUp();
    await flush();
    expect(within(screen.getByTestId('inspector-actors')).getByText('kettle')).toBeInTheDocument();
    expect(screen.getByTestId('inspector-state')).toHaveTextContent('empty');

    actor.send({ type: 'FILL', cups: 2 });
    actor.send({ type: 'BOIL' });
    clock.increment(3000);
    await flush();
    expect(logRows()).toEqual([
      ['FILL', 'empty → full'],
      ['BOIL', 'full → boiling'],
      ['after boiling · 3000 ms', 'boiling → hot'],
    ]);
    expect(screen.getByTestId('inspector-state')).toHaveTextContent('hot');
    // The context the FILL event carried in, as the actor holds it.
    expect(screen.getByTestId('inspector-context')).toHaveTextContent(/cups\W*2/);
  });

  it('steps back to a past snapshot read-only, and back to live', async () => {
    const { actor } = setUp();
    await flush();
    actor.send({ type: 'FILL', cups: 2 });
    actor.send({ type: 'BOIL' });
    await flush();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Step back' }));
    expect(screen.getByTestId('time-travel')).toHaveTextContent('Step 1 of 2 · read-only');
    expect(screen.getByTestId('inspector-state')).toHaveTextContent('full');
    expect(screen.getByRole('tab', { name: 'Send event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to live' }));
    expect(screen.queryByTestId('time-travel')).toBeNull();
    expect(screen.getByTestId('inspector-state')).toHaveTextContent('boiling');
  });

  it('live, the log scrolls to each new step, but not while the pointer is over it (a row would move under a click)', async () => {
    const { actor } = setUp();
    await flush();
    const log = document.querySelector<HTMLElement>('.xi-logscroll')!;
    // jsdom lays nothing out: the log reports a height, and scrollTop keeps what is set.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 500 });
    log.scrollTop = 0;
    actor.send({ type: 'FILL', cups: 1 });
    await flush();
    expect(log.scrollTop).toBe(500);
    fireEvent.pointerEnter(log);
    log.scrollTop = 120;
    actor.send({ type: 'BOIL' });
    await flush();
    expect(log.scrollTop).toBe(120);
    fireEvent.pointerLeave(log);
    await flush();
    expect(log.scrollTop).toBe(500);
  });

  it('sends an event by hand to the running actor', async () => {
    const { actor } = setUp();
    await flush();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Send event' }));
    const form = screen.getByRole('form', { name: 'Send an event' });
    await user.click(within(form).getByRole('button', { name: /^(● )?FILL$/ }));
    await user.clear(within(form).getByRole('textbox'));
    await user.type(within(form).getByRole('textbox'), '{{"cups": 3}');
    await user.click(within(form).getByRole('button', { name: 'Send FILL' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('full');
    // The payload typed by hand is the event the actor received.
    expect(actor.getSnapshot().context.cups).toBe(3);
    expect(logRows()).toEqual([['FILL', 'empty → full']]);

    await user.click(within(form).getByRole('button', { name: /^(● )?BOIL$/ }));
    await user.clear(within(form).getByRole('textbox'));
    await user.type(within(form).getByRole('textbox'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Send BOIL' }));
    expect(within(form).getByRole('status')).toHaveTextContent(/The payload is not JSON/);
    expect(actor.getSnapshot().value).toBe('full');
  });
});
