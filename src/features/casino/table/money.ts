// Money on a casino table: two decimals, a sign for profit.
export const formatMoney = (n: number): string => `${n > 0 ? '+' : ''}${n.toFixed(2)}`;
