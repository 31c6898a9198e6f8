// Which of a statement row's two balances is the player's: the payee's on a deposit to them, the payer's on a withdrawal.
import type { StatementRow } from '../../../api/contract';

export const statementBalance = (r: StatementRow): number =>
  r.type === 'deposite' ? r.openingBalancePayee : r.openingBalancePayer;
