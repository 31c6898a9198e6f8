// A logged-in player's part of the brand bar: balance, exposure, refresh, Bets and My Account, with
// their dialogs. It loads with the rest of a player's shell (lazyPlayerShell.tsx), not with a
// visitor's home page.
import { styled } from '@linaria/react';
import { bind } from '@react-rxjs/core';
import { useState } from 'react';
import { Link } from '../../ui/links';
import { distinctUntilChanged } from 'rxjs';
import type { LiveTrade } from '../../api/contract';
import { EXPOSURE_START } from '../../domain/constants';
import { refreshHeader } from '../../../streams/header';
import { header } from '../../../streams/headerInstance';
import { sameJson } from '../../../streams/market/equality';
import { Button } from '../../ui/Button';
import { ChevronDownIcon, RefreshIcon, SettingsIcon, TicketIcon, UserIcon } from '../../ui/icons';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { useUser } from '../shared/sessionHooks';
import { Actions } from './Header';
import { formatMoney } from './money';

/** openingBalance - exposure; null (a dash) until both figures have arrived. */
const [useBalance] = bind<number | null>(header.balance$, null);
/** The exposure starts at 0 (spec 000 section 3), not a dash, until the first answer. */
const [useExposure] = bind<number>(header.exposure$, EXPOSURE_START);
// The live trades are answered afresh every 20 s: an answer that reads as the last one renders
// nothing (the dialog that shows them stays asleep).
const [useLiveTrades] = bind<LiveTrade[] | null>(header.liveTrades$.pipe(distinctUntilChanged<LiveTrade[]>(sameJson)), null);

// The dialogs load on first open.
const ExposureModal = lazyWhenOpen(() => import('./ExposureModal').then((m) => m.ExposureModal));
const AccountMenuModal = lazyWhenOpen(() => import('./AccountMenu').then((m) => m.AccountMenuModal));
const OpenBetsModal = lazyWhenOpen(() => import('./OpenBets').then((m) => m.OpenBetsModal));

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

export function LoggedInActions(): React.JSX.Element {
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
