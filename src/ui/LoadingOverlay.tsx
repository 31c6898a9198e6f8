// The full-page loading overlay: a spinner in the primary colour and 'Loading...'.
import { styled } from '@linaria/react';
import { Spinner } from './Spinner';

export function LoadingOverlay({ label = 'Loading...' }: { label?: string }): React.JSX.Element {
  return (
    <Overlay role="status" aria-live="polite">
      <Spinner size={44} />
      <span>{label}</span>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  background: var(--bg);
  color: var(--text-muted);
  font-weight: 600;
  letter-spacing: 0.04em;
`;
