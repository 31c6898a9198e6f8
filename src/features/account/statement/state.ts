// The statement page's bound state: filters, rows and whether the domain is suspended.
import { bind } from '@react-rxjs/core';
import { statement } from '../../../../streams/account/statement';

export const [useStatementFilters] = bind(statement.filters$);
export const [useStatementRows] = bind(statement.rows$);
/** False until the domain configuration says otherwise. */
export const [useStatementSuspended] = bind(statement.suspended$, false);
export { statement };
