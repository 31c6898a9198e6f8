// The desktop right panel: the player's open bets ('Select market', with a player's shell: lazyPlayerShell.tsx), or a prompt to log in.
import { styled } from '@linaria/react';
import { Suspense } from 'react';
import { openLogin } from '../../../streams/loginDialog';
import { Button } from '../../ui/Button';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { PlayerOpenBets } from './lazyPlayerShell';

export function OpenBetsPanel(): React.JSX.Element {
  const loggedIn = useIsLoggedIn();
  return (
    <Panel aria-labelledby="open-bets-title">
      <h2 id="open-bets-title">Open Bets</h2>
      <div className="body">
        {loggedIn ? (
          <Suspense fallback={null}>
            <PlayerOpenBets />
          </Suspense>
        ) : (
          <div className="prompt">
            <p>Log in to see your matched bets.</p>
            <Button type="button" compact onClick={() => openLogin()}>
              Login
            </Button>
          </div>
        )}
      </div>
    </Panel>
  );
}

const Panel = styled.aside`
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);
  overflow: hidden;

  h2 {
    margin: 0;
    padding: 8px 12px;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
  }
  html[data-layout='aura'] & h2 {
    padding-top: 12px;
    color: var(--text-muted);
    font-size: 11px;
  }
  .body {
    padding: 8px;
  }
  .prompt {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    padding: 12px 4px;
    color: var(--text-muted);
    text-align: center;
  }
  .prompt p {
    margin: 0;
  }
`;
