// A stake field: what the player types is read by the one stake rule (sanitizeStake: '12.9' is 12), and a key that cannot be part of a number is not taken.
import { useState } from 'react';
import { sanitizeStake } from '../domain/quickStakes';

/** Digits with at most one decimal point, as typed so far ('', '12', '12.', '12.9'). */
const NUMBER_SO_FAR = /^\s*\d*(\.\d*)?\s*$/;

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'inputMode'>;

export interface StakeInputProps extends InputProps {
  /** The stake as the slip holds it (0: none). */
  stake: number;
  /** The typed text read as a whole stake. */
  onStake: (stake: number) => void;
}

/**
 * While the typed text reads as the stake held, the field keeps the text (so '12.' can become
 * '12.9', still 12); a stake set elsewhere (a chip, ½, x2) replaces it, and leaving the field shows
 * the stake itself.
 */
export function StakeInput({ stake, onStake, onBlur, ...rest }: StakeInputProps): React.JSX.Element {
  const [text, setText] = useState<string | null>(null);
  const held = stake > 0 ? String(stake) : '';
  const shown = text !== null && sanitizeStake(text) === stake ? text : held;
  return (
    <input
      {...rest}
      inputMode="numeric"
      value={shown}
      onChange={(e) => {
        // A key that cannot be part of a number (a letter, a sign) is not taken: the stake stays as it was.
        if (!NUMBER_SO_FAR.test(e.target.value)) return;
        setText(e.target.value);
        onStake(sanitizeStake(e.target.value));
      }}
      onBlur={(e) => {
        setText(null);
        onBlur?.(e);
      }}
    />
  );
}
