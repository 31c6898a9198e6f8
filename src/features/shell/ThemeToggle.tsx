// The floating light/dark toggle: click to switch, drag (mouse or touch) to move; where it rests is saved.
import { styled } from '@linaria/react';
import { bind } from '@react-rxjs/core';
import { useRef, useState, type PointerEvent } from 'react';
import { TOGGLE_SIZE, saveTogglePosition, themeMode$, toggleTheme, togglePlacement$ } from '../../../streams/theme';
import { INITIAL_TOGGLE_OFFSET, clampToggleOffset, type ToggleOffset } from '../../domain/theme';
import { DRAG_THRESHOLD_PX, offsetFromPointer, type Grip } from '../../theme/togglePosition';
import { MoonIcon, SunIcon } from '../../ui/icons';

const [useThemeMode] = bind(themeMode$, 'light');
const [useTogglePlacement] = bind(togglePlacement$, INITIAL_TOGGLE_OFFSET);

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  grip: Grip;
  moved: boolean;
  pos: ToggleOffset;
}

export function ThemeToggle(): React.JSX.Element {
  const mode = useThemeMode();
  const placement = useTogglePlacement();
  // The drag lives in a ref: pointer events can arrive faster than renders, and each must see the last one.
  const dragRef = useRef<Drag | null>(null);
  const [dragPos, setDragPos] = useState<ToggleOffset | null>(null);
  // The click that ends a drag must not also switch the theme.
  const swallowClick = useRef(false);
  const pos = dragPos ?? placement;

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    // A touch drag may end without a click; a stale flag must not eat the next real click.
    swallowClick.current = false;
    const rect = e.currentTarget.getBoundingClientRect();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    dragRef.current = {
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      grip: { right: rect.right - e.clientX, bottom: rect.bottom - e.clientY },
      moved: false,
      pos: placement,
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== e.pointerId) return;
    drag.moved ||= Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) >= DRAG_THRESHOLD_PX;
    if (!drag.moved) return;
    const win = windowSize();
    drag.pos = clampToggleOffset(offsetFromPointer(e.clientX, e.clientY, drag.grip, win), win, TOGGLE_SIZE);
    setDragPos(drag.pos);
  };
  const endDrag = (e: PointerEvent<HTMLButtonElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== e.pointerId) return;
    dragRef.current = null;
    if (drag.moved) {
      swallowClick.current = true;
      saveTogglePosition(drag.pos, windowSize());
    }
    setDragPos(null);
  };

  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Floating
      type="button"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode (drag to move)`}
      data-testid="theme-toggle"
      data-dragging={dragPos ? '1' : undefined}
      style={{ right: pos.right, bottom: pos.bottom, width: TOGGLE_SIZE.width, height: TOGGLE_SIZE.height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={() => {
        if (swallowClick.current) {
          swallowClick.current = false;
          return;
        }
        toggleTheme();
      }}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Floating>
  );
}

const Floating = styled.button`
  position: fixed;
  z-index: 900;
  display: grid;
  place-items: center;
  padding: 0;
  border: 2px solid var(--surface);
  border-radius: 50%;
  background: var(--primary);
  color: var(--on-primary);
  font-size: 20px;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.3);
  touch-action: none;
  user-select: none;
  cursor: grab;

  &[data-dragging] {
    cursor: grabbing;
    transform: scale(1.08);
  }
  html[data-layout='tamannahSquare'] & {
    border-radius: 0;
  }
`;
