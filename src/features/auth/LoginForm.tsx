// The desktop header's inline login (no age gate): its own sign-in actor, woken when the header is wide enough to show it.
import { useEffect } from 'react';
import { signInActor } from '../../../streams/signIn';
import { SignInFields } from './SignInFields';
import { useInlineLoginShown, useSiteTitle } from './state';

export interface LoginFormProps {
  /** The header's one-row form; the modal's stacked form is LoginModal's. */
  variant?: 'inline';
}

export function LoginForm({ variant = 'inline' }: LoginFormProps): React.JSX.Element | null {
  const title = useSiteTitle();
  if (title === null) return null;
  return <InlineLogin title={title} layout={variant} />;
}

function InlineLogin({ title, layout }: { title: string; layout: 'inline' }): React.JSX.Element {
  const actor = signInActor('inline', title);
  const shown = useInlineLoginShown();
  useEffect(() => {
    // Opens the form (and its IP lookup) once visible; a form already open keeps what was typed.
    if (shown) actor.send({ type: 'OPEN_FORM' });
  }, [actor, shown]);
  return <SignInFields actor={actor} layout={layout} />;
}
