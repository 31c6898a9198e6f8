// Tells the player on the market page that one-click betting is on, and at what stake: a click on a price here places a bet at once.
import { styled } from '@linaria/react';
import { formatStakeChip } from '../../domain/format';
import { useOneClickStake } from '../../../streams/oneClick';

/** Says what a click on a price does here: the stake it places at once (the setting as any tab of the player last saved it). */
export function OneClickBadge(): React.JSX.Element | null {
  const stake = useOneClickStake();
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
