// The sign-in form fed by a sign-in actor (the login modal's); its markup is SignInView.
import { useSelector } from '@xstate/react';
import type { SignInActor } from '../../../streams/signIn';
import { SignInView, actorHandlers, signInViewState, type SignInLayout } from './SignInView';

export function SignInFields({ actor, layout }: { actor: SignInActor; layout: SignInLayout }): React.JSX.Element {
  // One selection per snapshot; the view re-renders when the snapshot changes.
  const state = useSelector(actor, signInViewState, sameView);
  return <SignInView layout={layout} state={state} on={actorHandlers(actor)} />;
}

function sameView(a: ReturnType<typeof signInViewState>, b: ReturnType<typeof signInViewState>): boolean {
  return (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === b[k]);
}
