// The app's buttons: a primary brand button, a secondary (accent) button, an outline and a ghost one.
import { styled } from '@linaria/react';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger';

/** `data-variant` picks the skin; the layout decides the corner radius through --radius-btn. */
export const Button = styled.button<{ variant?: ButtonVariant; compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${(p) => (p.compact ? '28px' : '34px')};
  padding: 0 ${(p) => (p.compact ? '10px' : '14px')};
  border: 1px solid transparent;
  border-radius: var(--radius-btn);
  font-weight: 700;
  font-size: 13px;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  transition:
    filter 120ms,
    background 120ms;
  background: ${(p) =>
    p.variant === 'accent'
      ? 'var(--secondary)'
      : p.variant === 'outline' || p.variant === 'ghost'
        ? 'transparent'
        : p.variant === 'danger'
          ? 'var(--negative)'
          : 'var(--primary)'};
  color: ${(p) =>
    p.variant === 'accent'
      ? 'var(--on-secondary)'
      : p.variant === 'outline' || p.variant === 'ghost'
        ? 'inherit'
        : 'var(--on-primary)'};
  border-color: ${(p) => (p.variant === 'outline' ? 'currentColor' : 'transparent')};

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
  }
`;
