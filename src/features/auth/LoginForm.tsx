// The desktop header's inline login (no age gate). Its markup paints at once; its sign-in actor (the
// machine, xstate and the sign-in streams) loads on the first focus or keystroke, so the home page
// carries none of that code. What was typed and a Login or demo pressed meanwhile are handed to the
// actor when it arrives; the form's elements stay the same, so the focus and the caret stay put.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SignInActor } from '../../../streams/signIn';
import { visitorIp } from '../../../streams/visitorIpInstance';
import { SignInView, actorHandlers, signInViewState, type SignInViewHandlers, type SignInViewState } from './SignInView';
import { useInlineLoginShown, useSiteTitle } from './state';

export interface LoginFormProps {
  /** The header's one-row form; the modal's stacked form is LoginModal's. */
  variant?: 'inline';
}

type SignInModule = typeof import('../../../streams/signIn');

/** The sign-in streams once loaded (a form shown again after a logout has its actor at once). */
let signIn: SignInModule | null = null;
let loading: Promise<SignInModule> | null = null;
/** Where the sign-in code comes from (a test holds it back to type ahead of it, and forgets it was loaded). */
export const signInCode = {
  load: (): Promise<SignInModule> => import('../../../streams/signIn'),
  forget: (): void => {
    signIn = null;
    loading = null;
  },
};
const loadSignIn = (): Promise<SignInModule> =>
  (loading ??= signInCode.load().then(
    (m) => (signIn = m),
    (err: unknown) => {
      loading = null; // the next focus or keystroke tries again
      throw err;
    },
  ));

export function LoginForm({ variant = 'inline' }: LoginFormProps): React.JSX.Element | null {
  const title = useSiteTitle();
  if (title === null) return null;
  return <InlineLogin title={title} layout={variant} />;
}

/** What the form shows before its actor has loaded. */
const BLANK: SignInViewState = {
  username: '',
  password: '',
  showPassword: false,
  errors: {},
  failure: null,
  submitting: false,
  mode: 'login',
};

function InlineLogin({ title, layout }: { title: string; layout: 'inline' }): React.JSX.Element {
  const shown = useInlineLoginShown();
  const [actor, setActor] = useState<SignInActor | null>(() => signIn?.signInActor('inline', title) ?? null);
  const [draft, setDraft] = useState(BLANK);
  const typed = useRef(BLANK);
  const pressed = useRef<'SUBMIT' | 'DEMO' | null>(null);
  const waking = useRef(false);
  const live = useRef(actor);

  const subscribe = useCallback(
    (changed: () => void) => {
      const sub = actor?.subscribe(changed);
      return () => sub?.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);

  useEffect(() => {
    // The visitor's IP is looked up when the form shows (spec: when the login opens), as before
    // the actor existed; the actor's own lookup then finds it cached or still on its way.
    if (shown && !actor) visitorIp().subscribe({ error: () => {} });
  }, [shown, actor]);

  useEffect(() => {
    // Opens the form once visible; a form already open keeps what was typed.
    if (shown && actor) actor.send({ type: 'OPEN_FORM' });
  }, [actor, shown]);

  const wake = (): void => {
    if (waking.current) return;
    waking.current = true;
    void loadSignIn().then(
      (m) => {
        const a = m.signInActor('inline', title);
        // Before the first render with the actor, so the fields never show anything else.
        a.send({ type: 'OPEN_FORM' });
        const { username, password, showPassword } = typed.current;
        if (username) a.send({ type: 'CHANGE', field: 'username', value: username });
        if (password) a.send({ type: 'CHANGE', field: 'password', value: password });
        if (showPassword !== a.getSnapshot().context.showPassword) a.send({ type: 'TOGGLE_PASSWORD' });
        const pending = pressed.current;
        pressed.current = null;
        if (pending) a.send({ type: pending });
        live.current = a;
        setActor(a);
      },
      (err: unknown) => {
        waking.current = false;
        console.warn('[login] the sign-in code could not be loaded', err);
      },
    );
  };

  // The handlers ask the ref, not `actor`: an event that comes between the actor's arrival and the
  // render that shows it must reach the actor too. Until that render the fields show the draft, so
  // the draft takes the event as well: else each keystroke would reach the actor while React put the
  // field back to the draft's value, and the next one would start from there ('rahul' read 'rl').
  // After that render too: the view hears the actor only once its subscription is made (an effect,
  // which a busy page runs late), and a keystroke that changes no React state has its field put back
  // ('rahul' read 'rahl'); the draft's update renders the actor's own value at once.
  const typeAhead = (next: Partial<SignInViewState>): void => {
    typed.current = { ...typed.current, ...next };
    setDraft(typed.current);
    if (!live.current) wake();
  };
  const press = (event: 'SUBMIT' | 'DEMO'): void => {
    pressed.current = event;
    wake();
  };
  const on: SignInViewHandlers = {
    onChange: (field, value) => {
      typeAhead({ [field]: value });
      if (live.current) actorHandlers(live.current).onChange(field, value);
    },
    onTogglePassword: () => {
      typeAhead({ showPassword: !typed.current.showPassword });
      if (live.current) actorHandlers(live.current).onTogglePassword();
    },
    onSubmit: () => (live.current ? actorHandlers(live.current).onSubmit() : press('SUBMIT')),
    onDemo: () => (live.current ? actorHandlers(live.current).onDemo() : press('DEMO')),
    onFocus: () => {
      if (!live.current) wake();
    },
  };

  return <SignInView layout={layout} state={snapshot ? signInViewState(snapshot) : draft} on={on} />;
}
