// /passwordhistory: when the player's password was changed and by whom.
import type { PasswordChange } from '../../../api/contract';
import type { Column } from '../../../ui/Table';
import { DateTime } from '../components/cells';
import { PageFrame } from '../components/PageFrame';
import { PagedTable } from '../components/PagedTable';
import { passwordHistory, usePasswordHistory } from './state';

const columns: readonly Column<PasswordChange>[] = [
  { id: 'createdAt', header: 'Date/Time', cell: (r) => <DateTime iso={r.createdAt} />, nowrap: true },
  { id: 'updatedOf', header: 'Password Of', cell: (r) => r.updatedOf },
  { id: 'updatedBy', header: 'Updated By', cell: (r) => r.updatedBy },
];

export default function PasswordHistoryPage(): React.JSX.Element {
  const state = usePasswordHistory();
  return (
    <PageFrame title="Password History">
      <PagedTable
        label="Password history"
        state={state}
        query={passwordHistory}
        columns={columns}
        rowKey={(r, i) => `${r.createdAt}-${i}`}
      />
    </PageFrame>
  );
}
