// The login activity page's bound state.
import { bind } from '@react-rxjs/core';
import { loginActivity } from '../../../../streams/account/loginActivity';

export const [useLoginActivity] = bind(loginActivity.state$);
export { loginActivity };
