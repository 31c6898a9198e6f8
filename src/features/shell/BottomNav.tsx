// The phone's bottom bar: Home, In-Play, Sports, Casino, Account; Casino and Account ask for a login first.
import { styled } from '@linaria/react';
import type { MouseEvent } from 'react';
import { NavLink } from '../../ui/links';
import { openLogin } from '../../../streams/loginDialog';
import { CardsIcon, HomeIcon, InPlayIcon, TrophyIcon, UserIcon } from '../../ui/icons';
import { useIsLoggedIn } from '../shared/sessionHooks';

const ITEMS = [
  { label: 'Home', to: '/', Icon: HomeIcon, needsLogin: false },
  { label: 'In-Play', to: '/inplay', Icon: InPlayIcon, needsLogin: false },
  { label: 'Sports', to: '/sports', Icon: TrophyIcon, needsLogin: false },
  { label: 'Casino', to: '/casino', Icon: CardsIcon, needsLogin: true },
  { label: 'Account', to: '/account', Icon: UserIcon, needsLogin: true },
] as const;

export function BottomNav(): React.JSX.Element {
  const loggedIn = useIsLoggedIn();
  return (
    <Bar aria-label="Bottom">
      {ITEMS.map(({ label, to, Icon, needsLogin }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/'}
          onClick={(e: MouseEvent) => {
            if (needsLogin && !loggedIn) {
              e.preventDefault();
              openLogin();
            }
          }}
        >
          <Icon className="icon" />
          <span>{label}</span>
        </NavLink>
      ))}
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 60;
  display: none;
  height: 58px;
  padding-bottom: env(safe-area-inset-bottom);
  background: var(--header-bg);
  color: var(--header-fg);
  box-shadow: 0 -2px 10px rgba(0, 0, 0, 0.18);

  @media (max-width: 1024px) {
    display: flex;
  }

  a {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 3px;
    font-size: 11px;
    font-weight: 700;
    text-decoration: none;
    color: inherit;
    opacity: 0.82;
  }
  .icon {
    width: 21px;
    height: 21px;
  }
  a.active {
    opacity: 1;
    color: var(--secondary);
  }
  html[data-layout='tamannahSquare'] & a.active {
    background: rgba(0, 0, 0, 0.22);
    box-shadow: inset 0 3px 0 var(--secondary);
  }
  html[data-layout='aura'] & {
    left: 10px;
    right: 10px;
    bottom: 10px;
    border-radius: 20px;
  }
  html[data-layout='aura'] & a.active {
    color: var(--header-fg);
  }
  html[data-layout='aura'] & a.active .icon {
    padding: 2px;
    width: 30px;
    border-radius: 999px;
    background: var(--primary);
    color: var(--on-primary);
  }
`;
