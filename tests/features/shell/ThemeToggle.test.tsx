// The theme toggle: starts 80/100 px from the right/bottom, drags by pointer (clamped 60 px inside), saves where it rests, clicks switch the theme.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER } from 'rxjs';
import { ThemeToggle } from '../../../src/features/shell/ThemeToggle';
import { setTransport } from '../../../streams/api';
import { THEME_STORAGE_KEY, TOGGLE_POSITION_KEY } from '../../../streams/theme';

// jsdom's window: 1024 x 768.
const W = 1024;
const H = 768;

/** Lays the button out where its style puts it (jsdom has no layout). */
function placeLikeABrowser(button: HTMLElement) {
  vi.spyOn(button, 'getBoundingClientRect').mockImplementation(() => {
    const right = W - parseFloat(button.style.right);
    const bottom = H - parseFloat(button.style.bottom);
    return DOMRect.fromRect({ x: right - 44, y: bottom - 44, width: 44, height: 44 });
  });
}

function drag(button: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(button, { pointerId: 1, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
  fireEvent.pointerMove(button, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(button, { pointerId: 1, clientX: to[0], clientY: to[1] });
  // The click a browser fires after a drag must not switch the theme.
  fireEvent.click(button);
}

beforeEach(() => {
  // The domain configuration never arrives here: the theme falls back to its rule without it.
  setTransport(() => NEVER);
});
afterEach(() => {
  cleanup();
  setTransport(null);
});

describe('ThemeToggle', () => {
  it('starts 80 px from the right and 100 px from the bottom', () => {
    render(<ThemeToggle />);
    const button = screen.getByTestId('theme-toggle');
    expect(button.style.right).toBe('80px');
    expect(button.style.bottom).toBe('100px');
  });

  it('follows a drag, keeps 60 px inside the window and saves where it rests', () => {
    render(<ThemeToggle />);
    const button = screen.getByTestId('theme-toggle');
    placeLikeABrowser(button);
    const before = button.getAttribute('aria-label');

    // Held by its centre (22 px from its right and bottom edges) and moved to (500, 300).
    drag(button, [W - 80 - 22, H - 100 - 22], [500, 300]);
    expect(button.style.right).toBe(`${W - 500 - 22}px`);
    expect(button.style.bottom).toBe(`${H - 300 - 22}px`);
    expect(JSON.parse(localStorage.getItem(TOGGLE_POSITION_KEY) ?? 'null')).toEqual({
      right: W - 500 - 22,
      bottom: H - 300 - 22,
    });
    expect(button.getAttribute('aria-label')).toBe(before);

    // Dragged past the bottom-right corner: stopped 60 px inside.
    drag(button, [500, 300], [W - 2, H - 2]);
    expect(button.style.right).toBe('60px');
    expect(button.style.bottom).toBe('60px');
    expect(JSON.parse(localStorage.getItem(TOGGLE_POSITION_KEY) ?? 'null')).toEqual({ right: 60, bottom: 60 });
  });

  it('switches the theme on a click and saves the choice', async () => {
    render(<ThemeToggle />);
    const button = screen.getByTestId('theme-toggle');
    const first = button.getAttribute('aria-label');
    await userEvent.click(button);
    const second = button.getAttribute('aria-label');
    expect(second).not.toBe(first);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(first === 'Switch to dark mode' ? 'dark' : 'light');
  });
});
