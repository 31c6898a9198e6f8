// The long rules text behind every footer link, with the spec's cricket voiding rules, closed by OK.
import { styled } from '@linaria/react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function RulesModal({
  open,
  title,
  onClose,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
}): React.JSX.Element {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <Button type="button" onClick={onClose}>
          OK
        </Button>
      }
    >
      {/* The rules scroll on their own and take the keyboard (arrows, Page Down) when the dialog opens. */}
      <Rules tabIndex={0} role="region" aria-label="Rules text">
        <h3>Rules and Regulations</h3>
        <p>
          These rules apply to every market offered on this site. By placing a bet the player accepts them. Where a
          market carries a rule of its own, that rule takes precedence over the general rules below.
        </p>

        <h4>General</h4>
        <ol>
          <li>All bets are accepted in the currency of the account and settled on the official result.</li>
          <li>Bets placed after a market is suspended, or at a price that is not available, are void.</li>
          <li>
            Where a technical error leads to an obvious mistake in prices or settlement, the operator may correct the
            result or void the affected bets.
          </li>
          <li>Matched bets cannot be cancelled. Exposure is the most the player can lose on open markets.</li>
          <li>Any attempt to manipulate markets, or to bet with inside knowledge, leads to all bets being voided.</li>
        </ol>

        <h4>Cricket: Bookmaker and Match Odds</h4>
        <ol>
          <li>A query about a Bookmaker market is valid only within 7 days of the match.</li>
          <li>If a match is abandoned or tied without a result, Match Odds and Bookmaker bets are void unless the
            market is already decided.</li>
          <li>
            If a new toss takes place on a reserve day, all bets placed after 30 minutes before the original start time
            are void.
          </li>
        </ol>

        <h4>Cricket: Fancy and session markets</h4>
        <ol>
          <li>Advance fancy markets are suspended 60 minutes before the scheduled start of the match.</li>
          <li>
            In Test matches, day-1 session markets need a minimum of 25, 50 and 80 overs to be bowled respectively for
            the first, second and third session; otherwise bets on that session are void.
          </li>
          <li>The Lambi (total innings runs) market needs at least 70 overs to be bowled, otherwise it is void.</li>
          <li>Advance special markets in Test matches need 300 overs to be bowled, otherwise they are void.</li>
          <li>Session runs are settled on the scoreboard total at the end of the stated over, penalty runs included.</li>
          <li>If a match is shortened by the officials, sessions not reached are void; completed sessions stand.</li>
        </ol>

        <h4>Privacy and KYC</h4>
        <p>
          Personal data is used only to run the account, to meet legal duties and to prevent fraud. The operator may
          ask for identity documents at any time (KYC); withdrawals can be held until they are provided.
        </p>

        <h4>Responsible Gambling</h4>
        <p>
          Gambling is for players aged 18 or over and where it is lawful. Set yourself limits, never chase losses, and
          take a break when betting stops being fun. Contact your operator to limit or close your account.
        </p>
      </Rules>
    </Modal>
  );
}

const Rules = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  font-size: 13px;
  line-height: 1.55;

  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  h4 {
    margin: 16px 0 6px;
    padding: 5px 8px;
    font-size: 13px;
    background: var(--surface-2);
    border-left: 3px solid var(--primary);
  }
  p,
  ol {
    margin: 0 0 6px;
  }
  ol {
    padding-left: 22px;
  }
  li + li {
    margin-top: 4px;
  }
`;
