// The QA recorder on a production build asks before it records (issue 32, item 5): ?record=1 and ?qa=1 alone record nothing.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QaPanel } from '../../src/replay/Panel';
import { bootRecorder } from '../../src/replay/recording';
import { recorderChosen } from '../../src/replay/shell';

type Qa = { mode: string; confirm?: boolean; start?: () => void };
const qa = (): Qa => (window as unknown as { __qa: Qa }).__qa;

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  sessionStorage.clear();
});

describe('recorder consent', () => {
  it('a production build records only on the load after the player chose it, once; the dev server at once', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => void store.delete(k) };
    expect(recorderChosen(storage, false)).toBe(false);
    store.set('qa.record.chosen', '1');
    expect(recorderChosen(storage, false)).toBe(true);
    expect(recorderChosen(storage, false)).toBe(false); // spent: a reload asks again
    expect(recorderChosen(storage, true)).toBe(true);
  });

  it('?record=1 on a production build starts no recorder: the panel asks first', () => {
    vi.stubEnv('DEV', false);
    bootRecorder(true);
    expect(qa()).toMatchObject({ mode: 'record', confirm: true });
    expect(qa().start).toBeUndefined();
  });

  it('once chosen, the next load opens the recorder', () => {
    vi.stubEnv('DEV', false);
    sessionStorage.setItem('qa.record.chosen', '1');
    bootRecorder(false);
    expect(qa().confirm).toBeUndefined();
    expect(typeof qa().start).toBe('function');
    expect(sessionStorage.getItem('qa.record.chosen')).toBeNull();
  });

  it('the question says what a recording keeps, with Start recording and Cancel', () => {
    render(<QaPanel mode="recordConfirm" startNow />);
    const ask = screen.getByRole('alertdialog', { name: 'QA recorder' });
    expect(ask).toHaveTextContent('This address asks to record this session.');
    expect(ask).toHaveTextContent('[redacted]');
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
