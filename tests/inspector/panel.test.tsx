// The docked inspector: a press of Alt+Shift+I made before its code loaded opens it once loaded, and the key toggles it from then on.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installInspectorPanel } from '../../src/inspector/panel';

const toggleKey = () => act(() => void fireEvent.keyDown(window, { code: 'KeyI', key: 'I', altKey: true, shiftKey: true }));

describe('installInspectorPanel', () => {
  it('opens on a press counted before it loaded, and the key closes and opens it', async () => {
    await act(async () => installInspectorPanel({ earlyPresses: 1 }));
    expect(await screen.findByRole('dialog', { name: 'Machine inspector' })).toBeInTheDocument();
    toggleKey();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Machine inspector' })).toBeNull());
    toggleKey();
    expect(await screen.findByRole('dialog', { name: 'Machine inspector' })).toBeInTheDocument();
  });
});
