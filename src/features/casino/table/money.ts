// Money on a casino table: two decimals, a sign for profit.
import { formatAmount } from '../../../domain/format';

export const formatMoney = (n: number): string => `${n > 0 ? '+' : ''}${formatAmount(n)}`;
