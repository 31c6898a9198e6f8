// Messages that stay until the player closes them (outcomes about money): each with its text and a close button.
import { styled } from '@linaria/react';
import { CloseIcon } from './icons';

export interface NoticeItem {
  id: string;
  kind: 'info' | 'success' | 'error' | 'warning';
  text: string;
}

/** The notices in order; `onDismiss` gets the id of the one closed. Nothing when there are none. */
export function Notices({ notices, onDismiss }: { notices: readonly NoticeItem[]; onDismiss: (id: string) => void }): React.JSX.Element | null {
  if (notices.length === 0) return null;
  return (
    <List>
      {notices.map((n) => (
        <li key={n.id} data-kind={n.kind}>
          <p role="status">{n.text}</p>
          <button type="button" aria-label="Dismiss message" onClick={() => onDismiss(n.id)}>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;

  li {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding: 7px 8px 7px 10px;
    border-radius: var(--radius-sm);
    border-left: 4px solid var(--primary);
    background: var(--surface-2);
    color: var(--text);
    font-size: 12.5px;
    font-weight: 700;
  }
  li[data-kind='success'] {
    border-left-color: var(--positive);
  }
  li[data-kind='warning'],
  li[data-kind='error'] {
    border-left-color: var(--negative);
  }
  p {
    flex: 1;
    margin: 0;
  }
  button {
    flex: none;
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--text-muted);
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: var(--surface);
    color: var(--text);
  }
`;
