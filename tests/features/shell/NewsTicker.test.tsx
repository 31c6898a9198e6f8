// The news ticker: nothing while logged out; while logged in its strip is there from the first
// render (news still loading, or none), so the notices arriving push nothing below it.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Subject, type Observable } from 'rxjs';
import type { HttpRequest, HttpResponse } from '../../../src/api/transport';
import { NewsTicker } from '../../../src/features/shell/NewsTicker';
import { setTransport } from '../../../streams/api';
import { login } from '../../../streams/session';
import { fakeTransport } from '../../api/fakeTransport';
import { domainConfig as config, player as user } from '../../app/fixtures';
import { freshAppSessionPerTest } from '../../appSession';


/** Serves the domain configuration at once and the notices when `notices` emits. */
function serve(notices: Observable<HttpResponse>) {
  return fakeTransport((req: HttpRequest): HttpResponse | Observable<HttpResponse> => {
    if (req.url.includes('/domain/host/')) return { status: 200, body: { data: config } };
    if (req.url.includes('/domain/notice/get/')) return notices;
    return { status: 404, body: { status: false, message: 'not here' } };
  });
}

freshAppSessionPerTest();

describe('NewsTicker', () => {
  it('shows nothing to a logged-out visitor', () => {
    setTransport(serve(new Subject<HttpResponse>()).transport);
    render(<NewsTicker />);
    expect(screen.queryByRole('marquee')).not.toBeInTheDocument();
  });

  it('holds its strip while the news loads, then scrolls the notices joined with " • "', async () => {
    const notices = new Subject<HttpResponse>();
    setTransport(serve(notices).transport);
    login('token-1', user);
    render(<NewsTicker />);
    const strip = screen.getByRole('marquee', { name: 'News' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    notices.next({ status: 200, body: { data: [{ notice: 'Welcome' }, { notice: 'IPL tonight' }] } });
    notices.complete();
    expect(await screen.findByText('Welcome • IPL tonight')).toBeInTheDocument();
    expect(screen.getByRole('marquee', { name: 'News' })).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the strip, empty, when the domain has no notices', async () => {
    const notices = new Subject<HttpResponse>();
    setTransport(serve(notices).transport);
    login('token-1', user);
    render(<NewsTicker />);
    notices.next({ status: 200, body: { data: [] } });
    notices.complete();
    await screen.findByRole('marquee', { name: 'News', busy: false });
    expect(screen.getByRole('marquee', { name: 'News' })).toHaveTextContent(/^News$/);
  });
});
