// The brand bar: logo, then sign-in (logged out) or balance, exposure, refresh and My Account (logged in).
import { ConnectionNotice } from './ConnectionNotice';
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refreshHeader } from '../../../streams/header';
import { openLogin } from '../../../streams/loginDialog';
import type { DomainConfig } from '../../api/contract';
import { Button } from '../../ui/Button';
import { ChevronDownIcon, RefreshIcon, SettingsIcon, TicketIcon, UserIcon } from '../../ui/icons';
import { InlineLoginSlot } from '../auth/LazyLogin';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { formatMoney } from './money';
import { useIsLoggedIn, useUser } from '../shared/sessionHooks';
import { useBalance, useExposure, useLiveTrades } from './state';

// The header's dialogs load on first open: the home page's chunks carry their buttons only.
const ExposureModal = lazyWhenOpen(() => import('./ExposureModal').then((m) => m.ExposureModal));
const AccountMenuModal = lazyWhenOpen(() => import('./AccountMenu').then((m) => m.AccountMenuModal));
const OpenBetsModal = lazyWhenOpen(() => import('./OpenBets').then((m) => m.OpenBetsModal));
const SignUpModal = lazyWhenOpen(() => import('./SignUpModal').then((m) => m.SignUpModal));

function Logo({ config }: { config: Pick<DomainConfig, 'logoUrl' | 'title'> }): React.JSX.Element {
  const [broken, setBroken] = useState(false);
  return (
    <LogoLink to="/" aria-label={`${config.title} home`}>
      {config.logoUrl && !broken ? (
        <img src={config.logoUrl} alt={config.title} onError={() => setBroken(true)} />
      ) : (
        <span className="word">{config.title}</span>
      )}
    </LogoLink>
  );
}

function SignUpButton(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" compact className="signup-button" onClick={() => setOpen(true)}>
        Sign Up
      </Button>
      {/* The sign-up screen is not specified; accounts on these sites are opened by the operator. */}
      <SignUpModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** `signup` null: not known yet, so the button's place is held (most domains allow it). */
function LoggedOutActions({ signup }: { signup: boolean | null }): React.JSX.Element {
  return (
    <Actions>
      <div className="inline-login">
        <InlineLoginSlot />
      </div>
      <Button type="button" className="login-button" variant="accent" compact onClick={() => openLogin()}>
        Login
      </Button>
      {signup && <SignUpButton />}
      {signup === null && (
        <Button type="button" variant="outline" compact className="signup-button held" aria-hidden="true" tabIndex={-1} disabled>
          Sign Up
        </Button>
      )}
      <Button type="button" className="bets-button" variant="ghost" compact onClick={() => openLogin()}>
        <TicketIcon /> Bets
      </Button>
    </Actions>
  );
}

// Each figure and dialog subscribes on its own: a new balance renders the balance, not the bar.
function Balance(): React.JSX.Element {
  return <strong data-testid="balance">{formatMoney(useBalance())}</strong>;
}

function Exposure(): React.JSX.Element {
  return <strong data-testid="exposure">{formatMoney(useExposure())}</strong>;
}

function ExposureDetail({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  const trades = useLiveTrades();
  return <ExposureModal open={open} onClose={onClose} trades={trades} />;
}

function AccountMenu({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  const user = useUser();
  return <AccountMenuModal open={open} onClose={onClose} user={user} />;
}

function LoggedInActions(): React.JSX.Element {
  const [modal, setModal] = useState<'none' | 'exposure' | 'menu' | 'bets'>('none');
  const close = () => setModal('none');
  return (
    <Actions data-logged-in="1">
      <Figures>
        <div className="fig">
          <span className="label">Balance</span>
          <Balance />
        </div>
        <button type="button" className="fig exposure" onClick={() => setModal('exposure')} aria-label="Exposure detail">
          <span className="label">Exposure</span>
          <Exposure />
        </button>
      </Figures>
      <IconButton type="button" aria-label="Refresh balance" title="Refresh" onClick={() => refreshHeader()}>
        <RefreshIcon />
      </IconButton>
      <Button type="button" className="bets-button" variant="ghost" compact onClick={() => setModal('bets')}>
        <TicketIcon /> Bets
      </Button>
      <Button type="button" variant="accent" compact className="account-button" onClick={() => setModal('menu')}>
        <UserIcon />
        <span className="account-label">My Account</span>
        <ChevronDownIcon />
      </Button>
      <IconLink to="/settings" className="settings-link" aria-label="Settings">
        <SettingsIcon />
      </IconLink>
      <ExposureDetail open={modal === 'exposure'} onClose={close} />
      <AccountMenu open={modal === 'menu'} onClose={close} />
      <OpenBetsModal open={modal === 'bets'} onClose={close} />
    </Actions>
  );
}

/** `config` is null while the domain configuration loads: the logo's plate and Sign Up's place are held. */
export function Header({ config }: { config: DomainConfig | null }): React.JSX.Element {
  const loggedIn = useIsLoggedIn();
  return (
    <Bar>
      {config ? (
        <Logo config={config} />
      ) : (
        <LogoLink to="/" aria-label="Home" aria-busy="true">
          <span className="pending" />
        </LogoLink>
      )}
      {loggedIn ? <LoggedInActions /> : <LoggedOutActions signup={config ? config.signup : null} />}
      <ConnectionNotice />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: var(--header-h);
  padding: 6px 14px;
  background: var(--header-bg);
  color: var(--header-fg);
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.15);

  html[data-layout='aura'] & {
    border-bottom: 3px solid var(--primary);
  }
  html[data-layout='tamannahSquare'] & {
    border-bottom: 2px solid var(--secondary);
  }
  @media (max-width: 600px) {
    gap: 6px;
    padding: 6px 8px;
    /* Phones: the figures take a second row of their own, the buttons stay beside the logo. */
    flex-wrap: wrap;
    row-gap: 6px;
  }
`;

const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  flex: none;
  height: 42px;
  padding: 0 10px;
  text-decoration: none;
  color: inherit;
  /* Brand logos are drawn for a light ground (coloured text on transparent): they sit on a plate. */
  background: #ffffff;
  border-radius: var(--radius);
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18);

  img {
    display: block;
    max-height: 38px;
    max-width: 170px;
    object-fit: contain;
  }
  .pending {
    display: block;
    width: 104px;
    height: 30px;
    border-radius: var(--radius-sm);
    background: var(--surface-3, #e4e7ec);
  }
  .word {
    font-size: 20px;
    font-weight: 900;
    letter-spacing: 0.02em;
    color: var(--primary);
  }
  html[data-layout='tamannahSquare'] & {
    border-radius: 0;
    box-shadow: inset 0 -3px 0 var(--secondary);
  }
  html[data-layout='aura'] & {
    border-radius: 999px;
    padding: 0 16px 0 6px;
  }
  @media (max-width: 600px) {
    height: 36px;
    padding: 0 6px;
    img {
      max-height: 32px;
      max-width: 112px;
    }
    .word {
      font-size: 16px;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  flex: 1;
  min-width: 0;

  /* Sign Up's place while the domain configuration loads (see LoggedOutActions). */
  .held {
    visibility: hidden;
  }

  .inline-login {
    display: none;
  }
  @media (min-width: 1110px) {
    .inline-login {
      display: block;
    }
    /* Until the inline form's code has arrived, the Login button stands in for it. */
    .inline-login:not(:empty) + .login-button {
      display: none;
    }
  }
  @media (min-width: 1325px) {
    .bets-button {
      display: none;
    }
  }
  .bets-button {
    color: inherit;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
  }
  .settings-link {
    display: none;
  }
  @media (max-width: 776px) {
    .settings-link {
      display: inline-grid;
    }
    .account-label {
      display: none;
    }
  }
  @media (max-width: 600px) {
    gap: 5px;
    .bets-button svg {
      display: none;
    }
    &[data-logged-in] {
      display: contents;
    }
    &[data-logged-in] > :nth-child(2) {
      margin-left: auto;
    }
  }
`;

const Figures = styled.div`
  display: flex;
  align-items: stretch;
  border-radius: var(--radius-sm);
  overflow: hidden;
  background: rgba(0, 0, 0, 0.18);
  font-variant-numeric: tabular-nums;

  html[data-layout='aura'] & {
    border-radius: 999px;
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  html[data-layout='tamannahSquare'] & {
    background: rgba(0, 0, 0, 0.28);
    border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
  }

  .fig {
    display: flex;
    flex-direction: column;
    justify-content: center;
    padding: 3px 12px;
    border: 0;
    background: transparent;
    color: inherit;
    text-align: left;
    line-height: 1.15;
  }
  .fig + .fig {
    border-left: 1px solid color-mix(in srgb, currentColor 18%, transparent);
  }
  .label {
    font-size: 10px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    opacity: 0.85;
  }
  strong {
    font-size: 14px;
  }
  .exposure {
    cursor: pointer;
  }
  .exposure strong {
    text-decoration: underline dotted;
    text-underline-offset: 3px;
  }
  .exposure:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  @media (max-width: 600px) {
    order: 5;
    flex: 1 1 100%;
    .fig {
      flex: 1;
      flex-direction: row;
      align-items: baseline;
      justify-content: space-between;
      gap: 6px;
      padding: 4px 10px;
    }
    strong {
      font-size: 12.5px;
    }
    .label {
      font-size: 9px;
    }
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
  border-radius: var(--radius-btn);
  background: transparent;
  color: inherit;
  font-size: 16px;

  &:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
  &:active svg {
    transform: rotate(180deg);
    transition: transform 200ms;
  }
`;

const IconLink = styled(Link)`
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: var(--radius-btn);
  color: inherit;
  font-size: 17px;

  &:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
`;
