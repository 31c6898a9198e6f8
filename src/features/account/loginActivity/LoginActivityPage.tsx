// /loginactivity: the player's logins, a successful one told apart from any other status at a glance.
import { styled } from '@linaria/react';
import type { LoginActivity } from '../../../api/contract';
import type { Column } from '../../../ui/Table';
import { DateTime } from '../components/cells';
import { PageFrame } from '../components/PageFrame';
import { PagedTable } from '../components/PagedTable';
import { loginActivity, useLoginActivity } from './state';

const place = (r: LoginActivity) => [r.city, r.state, r.country].filter(Boolean).join(', ') || '-';

const columns: readonly Column<LoginActivity>[] = [
  { id: 'loginTime', header: 'Login Date & Time', cell: (r) => <DateTime iso={r.loginTime} />, nowrap: true },
  {
    id: 'loginStatus',
    header: 'Login Status',
    cell: (r) => <Status data-success={r.loginStatus === 'Success'}>{r.loginStatus || '-'}</Status>,
    align: 'center',
  },
  { id: 'deviceIp', header: 'IP Address', cell: (r) => r.deviceIp || '-', nowrap: true },
  { id: 'isp', header: 'ISP', cell: (r) => r.isp || '-' },
  { id: 'place', header: 'City/State/Country', cell: place },
];

export default function LoginActivityPage(): React.JSX.Element {
  const state = useLoginActivity();
  return (
    <PageFrame title="Activity Log">
      <PagedTable
        label="Login activity"
        state={state}
        query={loginActivity}
        columns={columns}
        rowKey={(r, i) => `${r.loginTime}-${i}`}
      />
    </PageFrame>
  );
}

const Status = styled.span`
  display: inline-block;
  min-width: 64px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 11.5px;
  font-weight: 700;
  white-space: nowrap;
  color: var(--on-negative);
  background: var(--negative);
  &[data-success='true'] {
    color: var(--on-positive);
    background: var(--positive);
  }
`;
