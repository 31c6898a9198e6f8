// The login modal's code loads on the first request: a request raised before it listens still opens it.
import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';

describe('login requests', () => {
  it('say a login was asked from the first request on, and hand a request nobody heard to the first listener, once', async () => {
    vi.resetModules();
    const { loginAsked$, loginRequests$, openLogin } = await import('../../streams/loginDialog');
    expect(await firstValueFrom(loginAsked$)).toBe(false);

    openLogin();
    expect(await firstValueFrom(loginAsked$)).toBe(true);

    const first = vi.fn<(request: unknown) => void>();
    const sub = loginRequests$.subscribe(first);
    expect(first).toHaveBeenCalledTimes(1);
    openLogin();
    expect(first).toHaveBeenCalledTimes(2);

    const second = vi.fn<(request: unknown) => void>();
    const later = loginRequests$.subscribe(second);
    expect(second).not.toHaveBeenCalled();
    sub.unsubscribe();
    later.unsubscribe();
  });
});
