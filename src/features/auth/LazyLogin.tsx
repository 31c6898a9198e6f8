// The sign-in views as the layout mounts them: their code (the sign-in machine, xstate) loads only
// when they can be seen, so a phone's home page carries none of it until the player asks to log in.
import { bind } from '@react-rxjs/core';
import { Suspense, lazy } from 'react';
import { loginAsked$ } from '../../../streams/loginDialog';
import { useInlineLoginShown } from './state';

const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

const [useLoginAsked] = bind(loginAsked$, false);

/** The login modal, from the first `openLogin()` on. */
export function LoginModalSlot(): React.JSX.Element | null {
  if (!useLoginAsked()) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}

/** The desktop header's inline form, once the header is wide enough to show it. */
export function InlineLoginSlot(): React.JSX.Element | null {
  if (!useInlineLoginShown()) return null;
  return (
    <Suspense fallback={null}>
      <LoginForm variant="inline" />
    </Suspense>
  );
}
