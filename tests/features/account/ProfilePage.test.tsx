// /profile: the player's details; the change-password dialog's success (toast, cleared, closed) and refusal (server's words).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { captureToasts, renderAt, server, setUpAccountTests } from './harness';

setUpAccountTests();

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Current Password'), 'Old@1234');
  await user.type(within(dialog).getByLabelText('New Password'), 'New@1234');
  await user.type(within(dialog).getByLabelText('Confirm Password'), 'New@1234');
}

describe('ProfilePage', () => {
  it('shows name, exposure limit and mobile number', () => {
    renderAt('/profile');
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('250000.00')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
  });

  it('a changed password toasts success, clears the fields and closes the dialog', async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/auth/update-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, message: 'Password Updated Successfully!' });
      }),
    );
    renderAt('/profile');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await fillPasswords(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toEqual([{ kind: 'success', text: 'Password Updated Successfully!' }]);
    expect(bodies).toEqual([{ currentPassword: 'Old@1234', newPassword: 'New@1234', confirmPassword: 'New@1234' }]);

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Current Password')).toHaveValue('');
  });

  it("a refusal keeps the dialog open with the server's message", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    server.use(
      http.post('*/auth/update-password', () =>
        HttpResponse.json({ status: false, message: 'Old password is incorrect' }, { status: 400 }),
      ),
    );
    renderAt('/profile');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await fillPasswords(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Old password is incorrect');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('New@1234');
    expect(toasts).toEqual([{ kind: 'error', text: 'Old password is incorrect' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
