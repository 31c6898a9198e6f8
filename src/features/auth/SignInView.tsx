// The sign-in form's markup, which the modal and the desktop header share: Username, Password with
// show/hide, Login, Login With Demo Id. It holds no state: SignInFields feeds it from a sign-in
// actor, the header's inline form (LoginForm) from what was typed until its actor has loaded.
import { styled } from '@linaria/react';
import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SignInField, SignInMode, signInMachine } from '../../../machines/signIn.machine';
import type { SignInActor } from '../../../streams/signIn';
import { Button } from '../../ui/Button';
import { EyeIcon, EyeOffIcon } from './icons';

export type SignInLayout = 'inline' | 'stacked';

/** The button texts of spec section 4: each names its own pending state. */
const LOGIN_LABEL = { idle: 'Login', busy: 'Logging in...' } as const;
const DEMO_LABEL = { idle: 'Login With Demo Id', busy: 'Loading...' } as const;

/** What the form shows. */
export interface SignInViewState {
  username: string;
  password: string;
  showPassword: boolean;
  /** Per-field validation messages. */
  errors: Partial<Record<SignInField, string>>;
  /** Why the last attempt failed (the stacked form shows it; the header's has a toast). */
  failure: string | null;
  submitting: boolean;
  mode: SignInMode;
}

/** What the sign-in machine's snapshot shows (a plain read: no xstate code runs here). */
export function signInViewState(s: SnapshotFrom<typeof signInMachine>): SignInViewState {
  return {
    username: s.context.username,
    password: s.context.password,
    showPassword: s.context.showPassword,
    errors: s.context.errors,
    failure: s.context.error,
    submitting: s.matches({ open: 'submitting' }),
    mode: s.context.mode,
  };
}

export interface SignInViewHandlers {
  onChange: (field: SignInField, value: string) => void;
  onTogglePassword: () => void;
  onSubmit: () => void;
  onDemo: () => void;
  /** Anything in the form took the focus. */
  onFocus?: () => void;
}

/** What the form's controls send to a sign-in actor. */
export function actorHandlers(actor: SignInActor): SignInViewHandlers {
  return {
    onChange: (field, value) => actor.send({ type: 'CHANGE', field, value }),
    onTogglePassword: () => actor.send({ type: 'TOGGLE_PASSWORD' }),
    onSubmit: () => actor.send({ type: 'SUBMIT' }),
    onDemo: () => actor.send({ type: 'DEMO' }),
  };
}

export function SignInView({
  layout,
  state,
  on,
}: {
  layout: SignInLayout;
  state: SignInViewState;
  on: SignInViewHandlers;
}): React.JSX.Element {
  const id = useId();
  const { username, password, showPassword, errors, failure, submitting, mode } = state;
  const stacked = layout === 'stacked';

  const change = (field: SignInField) => (e: React.ChangeEvent<HTMLInputElement>) => on.onChange(field, e.currentTarget.value);
  const errorId = (field: SignInField) => `${id}-${field}-error`;
  const described = (field: SignInField) => (errors[field] ? errorId(field) : undefined);

  return (
    <Form
      className={layout}
      aria-label="Login"
      aria-busy={submitting}
      noValidate
      onFocus={on.onFocus}
      onSubmit={(e) => {
        e.preventDefault();
        on.onSubmit();
      }}
    >
      <Field className="field">
        <label htmlFor={`${id}-username`} className={stacked ? 'label' : 'visually-hidden'}>
          Username
        </label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          // The stacked form shows its labels; the header's one row has room for placeholders only.
          placeholder={stacked ? undefined : 'Username'}
          // The modal's form replaces its age gate: put the caret where the player starts.
          autoFocus={stacked}
          value={username}
          readOnly={submitting}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={described('username')}
          onChange={change('username')}
        />
        {errors.username && (
          <span id={errorId('username')} className="field-error" role="alert">
            {errors.username}
          </span>
        )}
      </Field>

      <Field className="field">
        <label htmlFor={`${id}-password`} className={stacked ? 'label' : 'visually-hidden'}>
          Password
        </label>
        <div className="password">
          <input
            id={`${id}-password`}
            name="password"
            // A secret whatever it shows: the QA recorder never records its keys (src/replay/input.ts).
            data-secret=""
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={stacked ? undefined : 'Password'}
            value={password}
            readOnly={submitting}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={described('password')}
            onChange={change('password')}
          />
          <button
            type="button"
            className="reveal"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            title={showPassword ? 'Hide password' : 'Show password'}
            onClick={on.onTogglePassword}
          >
            {showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        {errors.password && (
          <span id={errorId('password')} className="field-error" role="alert">
            {errors.password}
          </span>
        )}
      </Field>

      {/* The header has no room for it; there the error toast says it. */}
      {stacked && failure && (
        <Failure role="alert" className="failure">
          {failure}
        </Failure>
      )}

      <div className="buttons">
        <Button type="submit" variant={stacked ? 'primary' : 'accent'} compact={!stacked} disabled={submitting}>
          {submitting && mode === 'login' ? LOGIN_LABEL.busy : LOGIN_LABEL.idle}
        </Button>
        <Button
          type="button"
          variant={stacked ? 'accent' : 'outline'}
          compact={!stacked}
          className="demo"
          disabled={submitting}
          onClick={on.onDemo}
        >
          {submitting && mode === 'demo' ? DEMO_LABEL.busy : DEMO_LABEL.idle}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  &.stacked {
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
  &.stacked .buttons {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin-top: 4px;
  }
  &.stacked .buttons > * {
    width: 100%;
    min-height: 40px;
    font-size: 14px;
  }

  /* One row in the brand bar: messages float under their field so the bar keeps its height. */
  &.inline {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  &.inline .field {
    position: relative;
    width: 160px;
  }
  &.inline input {
    height: 30px;
    font-size: 13px;
    border-color: transparent;
    background: #ffffff;
    color: #1b1e24;
  }
  &.inline input::placeholder {
    color: #6b7280;
  }
  &.inline input[aria-invalid='true'] {
    box-shadow: 0 0 0 2px var(--negative);
  }
  &.inline .reveal {
    color: #5d6472;
  }
  &.inline .field-error {
    position: absolute;
    top: calc(100% + 7px);
    left: 0;
    z-index: 5;
    padding: 3px 7px;
    border-radius: var(--radius-sm);
    background: var(--negative);
    color: #ffffff;
    font-size: 11px;
    font-weight: 600;
    white-space: nowrap;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
  }
  &.inline .field-error::before {
    content: '';
    position: absolute;
    bottom: 100%;
    left: 12px;
    border: 5px solid transparent;
    border-bottom-color: var(--negative);
  }
  &.inline .buttons {
    display: flex;
    gap: 6px;
  }
  &.inline .demo {
    color: inherit;
    border-color: rgba(255, 255, 255, 0.6);
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 5px;

  .label {
    font-size: 12.5px;
    font-weight: 700;
    color: var(--text-muted);
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-size: 14px;
  }
  input:focus {
    outline: none;
    border-color: var(--focus);
    box-shadow: 0 0 0 2px color-mix(in srgb, var(--focus) 30%, transparent);
  }
  input[aria-invalid='true'] {
    border-color: var(--negative);
  }
  .password {
    position: relative;
  }
  .password input {
    padding-right: 38px;
  }
  .reveal {
    position: absolute;
    top: 50%;
    right: 4px;
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    padding: 0;
    border: 0;
    border-radius: var(--radius-sm);
    background: transparent;
    color: var(--text-muted);
    font-size: 17px;
    transform: translateY(-50%);
  }
  .reveal:hover {
    color: var(--text);
  }
  .field-error {
    color: var(--negative);
    font-size: 12.5px;
    font-weight: 600;
  }
`;

const Failure = styled.p`
  margin: 0;
  padding: 9px 11px;
  border-left: 3px solid var(--negative);
  border-radius: var(--radius-sm);
  background: color-mix(in srgb, var(--negative) 10%, var(--surface));
  color: var(--negative);
  font-size: 13px;
  font-weight: 600;
`;
