// The login modal, mounted once by the layout: the age gate, then the form; `openLogin()` opens it.
import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import { signInActor, type SignInActor } from '../../../streams/signIn';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AGE_GATE_TITLE, AgeGate } from './AgeGate';
import { SignInFields } from './SignInFields';
import { useSiteTitle } from './state';

export function LoginModal(): React.JSX.Element | null {
  const title = useSiteTitle();
  if (title === null) return null;
  return <SignInDialog actor={signInActor('modal', title)} siteTitle={title} />;
}

function SignInDialog({ actor, siteTitle }: { actor: SignInActor; siteTitle: string }): React.JSX.Element {
  const open = useSelector(actor, (s) => s.matches('open'));
  const atGate = useSelector(actor, (s) => s.matches({ open: 'ageGate' }));
  return (
    <Modal
      open={open}
      title={atGate ? AGE_GATE_TITLE : 'Login'}
      size="sm"
      // Leaving takes a decision: Exit or the close icon, never a stray click beside the box.
      closeOnBackdrop={false}
      onClose={() => actor.send({ type: 'CLOSE' })}
      footer={
        atGate ? (
          <GateButtons>
            <Button type="button" variant="outline" onClick={() => actor.send({ type: 'EXIT' })}>
              Exit
            </Button>
            <Button type="button" onClick={() => actor.send({ type: 'CONFIRM' })}>
              Confirm
            </Button>
          </GateButtons>
        ) : undefined
      }
    >
      {atGate ? (
        <AgeGate />
      ) : (
        <>
          <Welcome>{siteTitle}</Welcome>
          <SignInFields actor={actor} layout="stacked" />
        </>
      )}
    </Modal>
  );
}

const GateButtons = styled.div`
  display: flex;
  gap: 10px;
  width: 100%;

  & > * {
    flex: 1;
    min-height: 40px;
    font-size: 14px;
  }
`;

const Welcome = styled.p`
  margin: 2px 0 14px;
  text-align: center;
  font-size: 20px;
  font-weight: 900;
  letter-spacing: 0.02em;
  color: var(--primary);

  html[data-theme='dark'] & {
    color: var(--secondary);
  }
  html[data-layout='tamannahSquare'] & {
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  html[data-layout='aura'] & {
    font-style: italic;
  }
`;
