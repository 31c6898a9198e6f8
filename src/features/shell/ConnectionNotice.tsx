// The header's connection strip: 'Connection lost since ...' while the browser is offline or polls keep failing, 'Connection is back.' for a few seconds after.
import { styled } from '@linaria/react';
import { CONNECTION_TEXT } from '../../domain/staleness';
import { useConnectionStatus } from '../../../streams/connection';

export function ConnectionNotice(): React.JSX.Element {
  const status = useConnectionStatus();
  // The live region stays mounted so a screen reader hears the change, not only a new element.
  return (
    <Strip role="status" aria-live="polite" data-state={status.state}>
      {status.state === 'lost' ? CONNECTION_TEXT.lost(status.since) : status.state === 'back' ? CONNECTION_TEXT.back : ''}
    </Strip>
  );
}

// Laid over the page under the header, so showing it moves nothing.
const Strip = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: 4px 12px;
  font-size: 12.5px;
  font-weight: 700;
  text-align: center;
  pointer-events: none;

  &[data-state='online'] {
    display: none;
  }
  &[data-state='lost'] {
    background: #b42318;
    color: #fff;
  }
  &[data-state='back'] {
    background: #067647;
    color: #fff;
  }
`;
