// The password history page's bound state.
import { bind } from '@react-rxjs/core';
import { passwordHistory } from '../../../../streams/account/passwordHistory';

export const [usePasswordHistory] = bind(passwordHistory.state$);
export { passwordHistory };
