// The stake settings page's bound state: the quick-stake boxes as edited.
import { bind } from '@react-rxjs/core';
import { stakeEditor, stakes$ } from '../../../../streams/stakes';

export const [useStakeDraft] = bind(stakeEditor.draft$);
export { stakeEditor };
export { setOneClick, useOneClick } from '../../../../streams/oneClick';

/** The saved quick stakes (the one-click stake is one of them). */
export const [useSavedStakes] = bind(stakes$);
