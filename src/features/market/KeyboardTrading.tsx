// Keyboard trading's view on the market page: what each key did, said to screen readers, and the help card of keys ('?').
import { styled } from '@linaria/react';
import { useState } from 'react';
import { TRADING_KEYS_HELP } from '../../domain/tradingKeys';
import { Modal } from '../../ui/Modal';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useQuickStakes } from '../shared/stakeHooks';
import { useTradingKeys } from './useTradingKeys';

export function KeyboardTrading(): React.JSX.Element {
  const stakes = useQuickStakes();
  const [said, setSaid] = useState('');
  const [help, setHelp] = useState(false);
  useTradingKeys({ stakes, announce: setSaid, toggleHelp: () => setHelp((open) => !open) });
  return (
    <>
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid="trading-announcer">
        {said}
      </div>
      <HelpLink type="button" onClick={() => setHelp(true)} aria-keyshortcuts="?">
        Keyboard shortcuts (?)
      </HelpLink>
      {help && (
        <Modal open title="Keyboard shortcuts" onClose={() => setHelp(false)} size="sm">
          <Keys aria-label="Keyboard shortcuts">
            {TRADING_KEYS_HELP.map((k) => (
              <div key={k.keys}>
                <dt>
                  <kbd>{k.keys}</kbd>
                </dt>
                <dd>{k.does}</dd>
              </div>
            ))}
          </Keys>
        </Modal>
      )}
    </>
  );
}

const HelpLink = styled.button`
  margin: 0 0 10px 8px;
  padding: 2px 6px;
  border: 0;
  background: transparent;
  color: var(--text-muted);
  font: inherit;
  font-size: 12px;
  text-decoration: underline dotted;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--focus);
  }
`;

const Keys = styled.dl`
  display: grid;
  gap: 6px;
  margin: 0;
  font-size: 14px;
  div {
    display: grid;
    grid-template-columns: 90px 1fr;
    gap: 10px;
    align-items: baseline;
  }
  dt,
  dd {
    margin: 0;
  }
  kbd {
    display: inline-block;
    padding: 1px 6px;
    border: 1px solid var(--border);
    border-radius: 4px;
    background: var(--surface-2, var(--surface));
    color: var(--text);
    font: inherit;
    font-weight: 700;
    font-size: 12.5px;
  }
`;
