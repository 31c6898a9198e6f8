// Screen tests that drive the app's own session and transport: each test starts logged out with empty storage, and leaves nothing rendered, no session and the real transport behind.
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setTransport } from '../streams/api';
import { clearSession } from '../streams/session';

export function freshAppSessionPerTest(): void {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });
  afterEach(() => {
    cleanup();
    clearSession();
    setTransport(null);
  });
}
