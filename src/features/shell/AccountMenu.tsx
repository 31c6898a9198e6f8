// The account menu (My Profile ... Activity Log, Logout): in the header's modal and on the /account page.
import { styled } from '@linaria/react';
import { Link } from '../../ui/links';
import type { User } from '../../api/contract';
import {
  ActivityIcon,
  ChartIcon,
  ChevronRightIcon,
  HistoryIcon,
  KeyIcon,
  ListIcon,
  LogoutIcon,
  TicketIcon,
  UserIcon,
} from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { useLogout } from '../auth/useLogout';
import { ACCOUNT_LINKS } from './links';

const ICONS = [UserIcon, ListIcon, TicketIcon, ChartIcon, KeyIcon, ActivityIcon];

/** The menu's list; `onPick` closes the modal it may sit in. */
export function AccountMenuList({ onPick, user }: { onPick?: () => void; user: User | null }): React.JSX.Element {
  const logout = useLogout();
  return (
    <Menu aria-label="My Account">
      {user && (
        <Who>
          <strong>{user.name || user.userName}</strong>
          <span>{user.userName}</span>
        </Who>
      )}
      <ul>
        {ACCOUNT_LINKS.map((link, i) => {
          const Icon = ICONS[i] ?? HistoryIcon;
          return (
            <li key={link.to}>
              <Link to={link.to} onClick={onPick}>
                <Icon className="icon" />
                <span>{link.label}</span>
                <ChevronRightIcon className="chev" />
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="logout"
            onClick={() => {
              onPick?.();
              logout();
            }}
          >
            <LogoutIcon className="icon" />
            <span>Logout</span>
          </button>
        </li>
      </ul>
    </Menu>
  );
}

export function AccountMenuModal({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: User | null;
}): React.JSX.Element {
  return (
    <Modal open={open} onClose={onClose} title="My Account" size="sm">
      <AccountMenuList onPick={onClose} user={user} />
    </Modal>
  );
}

const Menu = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    border: var(--card-border);
    border-radius: var(--radius);
    overflow: hidden;
    background: var(--surface);
  }
  li + li {
    border-top: 1px solid var(--border);
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    padding: 12px 14px;
    border: 0;
    background: transparent;
    text-align: left;
    text-decoration: none;
    font-weight: 600;
    color: var(--text);
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: var(--surface-2);
  }
  .icon {
    width: 18px;
    height: 18px;
    color: var(--primary);
  }
  html[data-theme='dark'] & .icon {
    color: var(--secondary);
  }
  span {
    flex: 1;
  }
  .chev {
    color: var(--text-muted);
  }
  .logout,
  .logout .icon {
    color: var(--negative);
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: 12px;
  padding: 10px 14px;
  border-radius: var(--radius);
  background: var(--surface-2);

  strong {
    font-size: 15px;
  }
  span {
    color: var(--text-muted);
    font-size: 12px;
  }
`;
