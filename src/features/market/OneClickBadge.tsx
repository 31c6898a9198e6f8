// Tells the player on the market page that one-click betting is on, and at what stake: a click on a price here places a bet at once.
import { styled } from '@linaria/react';
import { oneClickStake } from '../../domain/oneClick';
import { formatStakeChip } from '../../domain/format';
import { useOneClick } from '../../../streams/oneClick';
import { useQuickStakes } from '../shared/stakeHooks';

export function OneClickBadge(): React.JSX.Element | null {
  const stake = oneClickStake(useOneClick(), useQuickStakes());
  if (stake === null) return null;
  return <Badge data-testid="one-click">One-click betting on: {formatStakeChip(stake)}</Badge>;
}

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 10px 8px;
  padding: 3px 8px;
  border-radius: var(--radius-btn);
  background: var(--negative);
  color: #fff;
  font-size: 12px;
  font-weight: 800;
`;
