// The change-password dialog: three fields, the server's refusal, submit; its behaviour is the machine's.
import { useId } from 'react';
import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine, PasswordField } from '../../../../machines/changePassword.machine';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

const FIELDS: readonly { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

export function ChangePasswordModal({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }): React.JSX.Element {
  const formId = useId();
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const fields = useSelector(actor, (s) => s.context.fields);
  const refusal = useSelector(actor, (s) => s.context.refusal);

  return (
    <Modal
      open={open}
      title="Change Password"
      size="sm"
      closeOnBackdrop={false}
      onClose={() => actor.send({ type: 'close' })}
      footer={
        <>
          <Button type="button" variant="outline" disabled={submitting} onClick={() => actor.send({ type: 'close' })}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={submitting}>
            {submitting ? 'Loading...' : 'Submit'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'submit' });
        }}
      >
        {FIELDS.map(({ field, label, autoComplete }) => (
          <label key={field}>
            {label}
            <input
              type="password"
              data-secret=""
              name={field}
              autoComplete={autoComplete}
              value={fields[field]}
              disabled={submitting}
              onChange={(e) => actor.send({ type: 'edit', field, value: e.currentTarget.value })}
            />
          </label>
        ))}
        {refusal && <Refusal role="alert">{refusal}</Refusal>}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 12.5px;
    font-weight: 600;
    color: var(--text-muted);
  }
  input {
    height: 36px;
    padding: 0 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm, 4px);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-size: 14px;
  }
`;

const Refusal = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: var(--radius-sm, 4px);
  background: color-mix(in srgb, var(--negative) 10%, var(--surface));
  color: var(--negative);
  font-size: 13px;
`;
