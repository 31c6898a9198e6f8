// The 'Non-Gambling Territories' notice the login modal shows before its form.
import { styled } from '@linaria/react';
import { ShieldIcon } from './icons';

export const AGE_GATE_TITLE = 'Non-Gambling Territories';

export function AgeGate(): React.JSX.Element {
  return (
    <Notice>
      <ShieldIcon className="badge" />
      <p>
        Visitors from countries where gambling is not permitted are solely responsible for making sure that their
        use of this site is lawful.
      </p>
      <p>
        <strong>Underage gambling is prohibited.</strong>
      </p>
      <p>Please confirm that you are 18 years of age or older as of today.</p>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 6px 4px 2px;
  text-align: center;
  font-size: 14px;
  line-height: 1.5;

  .badge {
    width: 44px;
    height: 44px;
    padding: 9px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--primary) 14%, var(--surface));
    color: var(--primary);
  }
  html[data-theme='dark'] & .badge {
    background: color-mix(in srgb, var(--secondary) 18%, var(--surface));
    color: var(--secondary);
  }
  p {
    margin: 0;
  }
  strong {
    color: var(--negative);
  }
`;
