// The profile page's bound state: the logged-in player as the session holds it.
import { bind } from '@react-rxjs/core';
import { userDetails$ } from '../../../../streams/session';

export const [useUserDetails] = bind(userDetails$, null);
