// Money as the shell shows it: the domain's 2-decimal format, a dash while a figure is unknown.
import { formatAmount } from '../../domain/format';

export const formatMoney = (n: number | null | undefined): string =>
  n === null || n === undefined ? '—' : formatAmount(n);
