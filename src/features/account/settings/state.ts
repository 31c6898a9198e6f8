// The stake settings page's bound state: the quick-stake boxes as edited.
import { bind } from '@react-rxjs/core';
import { stakeEditor } from '../../../../streams/stakes';

export const [useStakeDraft] = bind(stakeEditor.draft$);
export { stakeEditor };
