// The second bar: Home, In Play, Multi Market, one link per sport, and Settings when logged in.
import { styled } from '@linaria/react';
import { NavLink } from '../../ui/links';
import { sportPath } from '../../../streams/navigation';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { useVisibleSports } from './state';

export function TopNav(): React.JSX.Element {
  const loggedIn = useIsLoggedIn();
  const sports = useVisibleSports();
  return (
    <Bar aria-label="Main">
      <ul>
        <li>
          <NavLink to="/" end>
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to="/inplay">In Play</NavLink>
        </li>
        <li>
          <NavLink to="/multimarket">Multi Market</NavLink>
        </li>
        {sports.state === 'ready' &&
          sports.value.map((g) => (
            <li key={g.id}>
              <NavLink to={sportPath(g)}>{g.name}</NavLink>
            </li>
          ))}
        {loggedIn && (
          <li>
            <NavLink to="/settings">Settings</NavLink>
          </li>
        )}
      </ul>
    </Bar>
  );
}

const Bar = styled.nav`
  position: sticky;
  top: var(--header-h);
  z-index: 40;
  background: var(--nav-bg);
  color: var(--nav-fg);
  box-shadow: 0 1px 0 var(--border);

  /* The phone header may take two rows; a nav pinned under a fixed height would overlap it. */
  @media (max-width: 600px) {
    position: static;
  }

  ul {
    display: flex;
    gap: 2px;
    margin: 0;
    padding: 0 8px;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
  }
  ul::-webkit-scrollbar {
    display: none;
  }
  a {
    display: block;
    padding: 9px 12px;
    font-size: 13px;
    font-weight: 700;
    white-space: nowrap;
    text-decoration: none;
    text-transform: var(--nav-transform);
    color: inherit;
  }
  a:hover {
    background: rgba(0, 0, 0, 0.08);
  }
  a.active {
    background: var(--nav-active-bg);
    color: var(--nav-active-fg);
  }

  html[data-layout='tamannahSquare'] & a {
    padding: 10px 14px;
    font-size: 12px;
    letter-spacing: 0.06em;
    border-right: 1px solid rgba(255, 255, 255, 0.08);
  }
  html[data-layout='tamannahSquare'] & a:hover {
    background: rgba(255, 255, 255, 0.08);
  }

  html[data-layout='aura'] & {
    padding: 6px 0;
    box-shadow: 0 1px 0 var(--border), 0 4px 14px rgba(16, 24, 40, 0.05);
  }
  html[data-layout='aura'] & ul {
    gap: 6px;
    justify-content: safe center;
  }
  html[data-layout='aura'] & a {
    padding: 6px 14px;
    border-radius: 999px;
    font-weight: 600;
  }
  html[data-layout='aura'] & a:hover {
    background: var(--surface-2);
  }
  html[data-layout='aura'] & a.active {
    background: var(--nav-active-bg);
  }
`;
