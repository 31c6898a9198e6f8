// The brand bar: logo, then sign-in (logged out) or balance, exposure, refresh and My Account (logged in:
// LoggedInActions.tsx, which loads with the rest of a player's shell, see lazyPlayerShell.tsx).
import { ConnectionNotice } from './ConnectionNotice';
import { styled } from '@linaria/react';
import { Suspense, useState } from 'react';
import { Link } from '../../ui/links';
import { openLogin } from '../../../streams/loginDialog';
import type { DomainConfig } from '../../api/contract';
import { Button } from '../../ui/Button';
import { TicketIcon } from '../../ui/icons';
import { InlineLoginSlot } from '../auth/LazyLogin';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { PlayerActions } from './lazyPlayerShell';

// The header's dialogs load on first open: the home page's chunks carry their buttons only.
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
      {loggedIn ? (
        <Suspense fallback={<Actions data-logged-in="1" />}>
          <PlayerActions />
        </Suspense>
      ) : (
        <LoggedOutActions signup={config ? config.signup : null} />
      )}
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

  /* The logo's box is fixed (the image fits inside it, from the left), and the plate's place is that box while the
     configuration loads: the buttons beside it do not move when the configuration, then the image, arrive (CLS). */
  img {
    display: block;
    width: 170px;
    height: 38px;
    object-fit: contain;
    object-position: left center;
  }
  .pending {
    display: block;
    width: 170px;
    height: 38px;
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
    img,
    .pending {
      width: 112px;
      height: 32px;
    }
    .word {
      font-size: 16px;
    }
  }
`;

/** The bar's buttons, a visitor's or a player's (LoggedInActions.tsx). */
export const Actions = styled.div`
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
