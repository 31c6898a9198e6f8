// The Sign Up dialog: the sign-up screen is not specified; accounts on these sites are opened by the operator.
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function SignUpModal({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Sign Up"
      size="sm"
      footer={
        <Button type="button" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p style={{ margin: 0 }}>
        New accounts are opened by the site operator. Please contact your agent to receive your user id and password,
        then log in here.
      </p>
    </Modal>
  );
}
