// The one dialog of the app: portal, backdrop, title bar, Escape and focus handling, optional footer.
import { styled } from '@linaria/react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the body (OK, Save ...). */
  footer?: ReactNode;
  /** Width class: sm 380, md 540, lg 820, xl 1100 px; always full width on phones. */
  size?: ModalSize;
  /** The backdrop closes by default; an age gate or a form in progress may not want that. */
  closeOnBackdrop?: boolean;
  /** Label of the close icon button (its accessible name). */
  closeLabel?: string;
  /** Extra class on the dialog box, for a feature's own skin. */
  className?: string;
}

const WIDTH: Record<ModalSize, string> = { sm: '380px', md: '540px', lg: '820px', xl: '1100px' };

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const focusablesOf = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));

/** Open dialogs, innermost last: only the top one answers Escape and keeps Tab inside. */
const stack: HTMLElement[] = [];

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeLabel = 'Close',
  className,
}: ModalProps): React.JSX.Element | null {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read at key time, so an inline arrow passed as onClose does not re-run the focus effect.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    const first = focusablesOf(dialog).find((el) => !el.dataset.modalClose) ?? dialog;
    first.focus();

    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusablesOf(dialog);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        e.preventDefault();
        dialog.focus();
      } else if (e.shiftKey && (document.activeElement === firstItem || document.activeElement === dialog)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = stack.lastIndexOf(dialog);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      // Back to what opened it, so keyboard users keep their place.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className}
        style={{ maxWidth: WIDTH[size] }}
      >
        <TitleBar>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={closeLabel} data-modal-close="1" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </TitleBar>
        <Body>{children}</Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 48px 12px 24px;
  background: rgba(8, 10, 14, 0.6);
  overflow-y: auto;
  animation: modal-fade 120ms ease-out;

  @keyframes modal-fade {
    from {
      opacity: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  @media (max-width: 600px) {
    padding: 0;
    align-items: stretch;
  }
`;

const Dialog = styled.div`
  width: 100%;
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 72px);
  background: var(--surface);
  color: var(--text);
  border-radius: var(--radius-lg);
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  outline: none;

  @media (max-width: 600px) {
    max-width: none !important;
    max-height: none;
    min-height: 100%;
    border-radius: 0;
  }
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 6px 0 14px;
  min-height: 44px;
  background: var(--header-bg);
  color: var(--on-primary);

  h2 {
    flex: 1;
    margin: 0;
    font-size: 15px;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;

  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.18);
  }
`;

const Body = styled.div`
  padding: 14px;
  overflow-y: auto;
  flex: 1 1 auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 14px;
  border-top: 1px solid var(--border);
  background: var(--surface-2);
`;
