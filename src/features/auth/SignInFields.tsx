// The sign-in form fed by a sign-in actor (the login modal's); its markup is SignInView.
import { useReducer } from 'react';
import { useSelector } from '@xstate/react';
import type { SignInActor } from '../../../streams/signIn';
import { SignInView, actorHandlers, signInViewState, type SignInLayout, type SignInViewHandlers } from './SignInView';

export function SignInFields({ actor, layout }: { actor: SignInActor; layout: SignInLayout }): React.JSX.Element {
  // One selection per snapshot; the view re-renders when the snapshot changes.
  const state = useSelector(actor, signInViewState, sameView);
  // Each keystroke also renders: until the selector's subscription (an effect, late on a busy page) is made, an
  // actor change alone renders nothing and React puts the field back, losing the key ('rahul' read 'rahl').
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const handlers = actorHandlers(actor);
  const on: SignInViewHandlers = {
    ...handlers,
    onChange: (field, value) => {
      handlers.onChange(field, value);
      rendered();
    },
  };
  return <SignInView layout={layout} state={state} on={on} />;
}

function sameView(a: ReturnType<typeof signInViewState>, b: ReturnType<typeof signInViewState>): boolean {
  return (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === b[k]);
}
