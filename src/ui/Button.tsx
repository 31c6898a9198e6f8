// The app's buttons: a primary brand button, a secondary (accent) button, an outline and a ghost one.
import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger';

// The base first: the skins and the compact size come after it in the style sheet and win over it.
const Base = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 34px;
  padding: 0 14px;
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

/** The skins, one class each (the base's own specificity, as a page's overrides expect). */
const SKIN: Record<ButtonVariant, string> = {
  primary: css`
    background: var(--primary);
    color: var(--on-primary);
  `,
  accent: css`
    background: var(--secondary);
    color: var(--on-secondary);
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
  `,
  ghost: css`
    background: transparent;
    color: inherit;
  `,
  danger: css`
    background: var(--negative);
    color: var(--on-primary);
  `,
};

const COMPACT = css`
  min-height: 28px;
  padding: 0 10px;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** The header's and the slip's smaller button. */
  compact?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button of a skin; the layout decides the corner radius through --radius-btn. Its own props become
 * classes, never attributes: no styled element of the app takes props of its own, so the build needs no
 * attribute filter (vite.config.ts).
 */
export function Button({ variant = 'primary', compact = false, className, ...rest }: ButtonProps): React.JSX.Element {
  return <Base {...rest} className={cx(SKIN[variant], compact && COMPACT, className)} />;
}
