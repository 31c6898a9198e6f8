// /profile: the player's name, exposure limit and mobile number, and the change-password dialog.
import { styled } from '@linaria/react';
import { useInspectedActorRef } from '../../../../machines/tools/inspection';
import { formatAmount } from '../../../domain/format';
import { Button } from '../../../ui/Button';
import { KeyIcon } from '../../../ui/icons';
import { PageFrame } from '../components/PageFrame';
import { appChangePasswordMachine } from '../../../../streams/account/changePassword';
import { ChangePasswordModal } from './ChangePasswordModal';
import { useUserDetails } from './state';

export default function ProfilePage(): React.JSX.Element {
  const user = useUserDetails();
  const passwordActor = useInspectedActorRef(appChangePasswordMachine);

  return (
    <PageFrame title="My Profile">
      <Card>
        <h2>Account Details</h2>
        <dl>
          <div>
            <dt>Name</dt>
            <dd>{user?.name || '-'}</dd>
          </div>
          <div>
            <dt>Exposure Limit</dt>
            <dd>{user ? formatAmount(user.exposureLimit) : '-'}</dd>
          </div>
          <div>
            <dt>Mobile Number</dt>
            <dd>{user?.mobile || '-'}</dd>
          </div>
          <div>
            <dt>Password</dt>
            <dd>
              <span aria-hidden="true">********</span>
              <Button type="button" compact onClick={() => passwordActor.send({ type: 'open' })}>
                <KeyIcon />
                Change Password
              </Button>
            </dd>
          </div>
        </dl>
      </Card>
      <ChangePasswordModal actor={passwordActor} />
    </PageFrame>
  );
}

const Card = styled.div`
  border: var(--card-border, 1px solid var(--border));
  border-radius: var(--radius);
  box-shadow: var(--card-shadow, none);
  background: var(--surface);
  overflow: hidden;
  h2 {
    margin: 0;
    padding: 10px 14px;
    font-size: 13.5px;
    font-weight: 700;
    background: var(--surface-2);
    border-bottom: 1px solid var(--border);
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(120px, 220px) 1fr;
    align-items: center;
    min-height: 44px;
    padding: 6px 14px;
    border-bottom: 1px solid var(--border);
  }
  dl > div:last-child {
    border-bottom: none;
  }
  dt {
    color: var(--text-muted);
    font-size: 12.5px;
    font-weight: 600;
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px 14px;
    font-weight: 600;
    word-break: break-word;
  }
`;
