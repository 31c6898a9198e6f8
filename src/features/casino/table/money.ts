// Money on a casino table: two decimals, a + sign for profit (the shell's unsigned figures are formatMoney in features/shell/money.ts).
import { formatAmount } from '../../../domain/format';

export const formatSignedMoney = (n: number): string => `${n > 0 ? '+' : ''}${formatAmount(n)}`;
