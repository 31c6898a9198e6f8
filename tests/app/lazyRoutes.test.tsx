// A lazy screen whose module is already here renders at once: no Suspense fallback first (React
// would reveal the screen that replaces a fallback no sooner than 300 ms later).
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyScreen } from '../../src/app/lazyRoutes';
import { preloadScreens } from '../../src/app/router';

afterEach(cleanup);

const Screen = () => <h1>The screen</h1>;

function renderIn(element: React.ReactNode) {
  render(<Suspense fallback={<p>Loading the screen</p>}>{element}</Suspense>);
}

/** A lazy screen whose module is here at once, counting how often it is loaded. */
function countedScreen() {
  let count = 0;
  const route = lazyScreen(
    () => {
      count++;
      return Promise.resolve({ Screen });
    },
    (m) => m.Screen,
  );
  return { ...route, loads: () => count };
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first render, without its fallback', async () => {
    const { element, handle, loads } = countedScreen();
    await handle.preload();
    renderIn(element);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).toBeNull();
    expect(loads()).toBe(1);
  });

  it('shows the fallback until a screen not loaded yet arrives, loading it once', async () => {
    const { element, handle, loads } = countedScreen();
    renderIn(element);
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    await handle.preload();
    expect(loads()).toBe(1);
  });

  it('a failed load settles the preload (the route reports it when it renders)', async () => {
    const { handle } = lazyScreen(() => Promise.reject(new Error('chunk gone')), () => Screen);
    await expect(handle.preload()).resolves.toBeUndefined();
  });
});

describe('preloadScreens', () => {
  it("resolves when the first URL's lazy screens are here", async () => {
    let done = false;
    const slow = lazyScreen(() => new Promise<{ Screen: typeof Screen }>((r) => setTimeout(() => r({ Screen }), 20)), (m) => m.Screen);
    const ready = preloadScreens('/page', [{ path: '/page', ...slow }]).then(() => (done = true));
    expect(done).toBe(false);
    await ready;
    renderIn(slow.element);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    // A path with no lazy screen resolves at once.
    await expect(preloadScreens('/', [{ path: '/', element: <Screen /> }])).resolves.toBeUndefined();
  });
});
