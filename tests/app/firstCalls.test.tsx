// The first screen's calls start together when the app runs, and the home page's first banner
// image is asked for (high priority) as soon as the banner list is known.
import { afterEach, describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { firstValueFrom, filter } from 'rxjs';
import { BannerCarousel } from '../../src/features/shell/BannerCarousel';
import { bannersState$ } from '../../src/features/shell/state';
import type { HttpRequest, HttpResponse } from '../../src/api/transport';
import { startFirstCalls } from '../../src/app/firstCalls';
import { domainStateHeld$, useDomainState } from '../../src/features/shared/domainConfig';
import { setTransport } from '../../streams/api';
import { fakeTransport } from '../api/fakeTransport';
import { domainConfig as config } from './fixtures';

const cricket = { id: 'g4', name: 'Cricket', eventTypeId: '4', icons: { active: '/a.svg', inactive: '/i.svg' } };

const server = fakeTransport((req: HttpRequest): HttpResponse => {
  if (req.url.includes('/domain/host/')) return { status: 200, body: { data: config } };
  if (req.url.endsWith('/v2/get-events')) return { status: 200, body: { data: [cricket] } };
  if (req.url.endsWith('/domain/banner/get/d1')) return { status: 200, body: { data: [{ banner: '/b1.svg' }, { banner: '/b2.svg' }] } };
  if (req.url.endsWith('/v2/get-matches-by-eventid/4')) return { status: 200, body: { data: [] } };
  return { status: 404, body: { status: false, message: 'not here' } };
});

afterEach(() => {
  cleanup();
  setTransport(null);
});

describe('startFirstCalls on the home page', () => {
  it('asks for the configuration, sports, banners and the first sport list, and preloads the first banner', async () => {
    setTransport(server.transport);
    const calls = startFirstCalls('/');
    const paths = () => server.requests.map((r) => new URL(r.url, 'http://x').pathname);
    await waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining(['/v2/get-events', '/domain/banner/get/d1', '/v2/get-matches-by-eventid/4']),
      ),
    );
    expect(paths()[0]).toMatch(/^\/domain\/host\//);
    const hint = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(hint).toHaveAttribute('href', '/b1.svg');
    expect(hint).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    calls.unsubscribe();
    // A second start (the app mounting after the entry started them) adds no second hint.
    const again = startFirstCalls('/');
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(4));
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    again.unsubscribe();
  });
});

describe('the home page first render after the first calls', () => {
  it('reads the banner list the first calls hold: the carousel mounts with its images and renders once', async () => {
    setTransport(server.transport);
    const calls = startFirstCalls('/');
    await firstValueFrom(bannersState$.pipe(filter((b) => b !== null && b.length > 0)));
    const commits: string[] = [];
    render(
      <Profiler id="carousel" onRender={(_id, phase) => commits.push(phase)}>
        <BannerCarousel />
      </Profiler>,
    );
    expect(screen.getByRole('region', { name: 'Banners' }).querySelector('img')).toHaveAttribute('src', '/b1.svg');
    // No second, synchronous render when the carousel subscribes after its commit (the
    // placeholder first, then the images, as when nothing held the list).
    expect(commits).toEqual(['mount']);
    calls.unsubscribe();
  });
});

describe('any page: the shell root after the first calls', () => {
  it('reads the configuration the first calls hold: the first render is the page, not the skeleton then the page', async () => {
    setTransport(server.transport);
    const calls = startFirstCalls('/fullmarket/4/101/9001');
    await firstValueFrom(domainStateHeld$.pipe(filter((d) => d.state === 'ready')));
    const seen: string[] = [];
    function Root(): React.JSX.Element {
      const domain = useDomainState();
      seen.push(domain.state);
      return <p>{domain.state}</p>;
    }
    const commits: string[] = [];
    render(
      <Profiler id="root" onRender={(_id, phase) => commits.push(phase)}>
        <Root />
      </Profiler>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(seen).toEqual(['ready']);
    expect(commits).toEqual(['mount']);
    calls.unsubscribe();
  });
});
