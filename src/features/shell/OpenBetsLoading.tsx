// The Open Bets frame (dropdown, notes) and its loading state: what OpenBets shows while the markets
// load, and the desktop panel until OpenBets' own code has arrived.
import { styled } from '@linaria/react';
import { useId } from 'react';
import { Spinner } from '../../ui/Spinner';

export function OpenBetsLoading(): React.JSX.Element {
  const selectId = useId();
  return (
    <Wrap>
      <label htmlFor={selectId} className="visually-hidden">
        Market
      </label>
      <Select id={selectId} defaultValue="" disabled>
        <option value="">Select market</option>
      </Select>
      <Note>
        <Spinner size={18} label="Loading markets" />
      </Note>
    </Wrap>
  );
}

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Select = styled.select`
  width: 100%;
  height: 34px;
  padding: 0 8px;
  border: 1px solid var(--border);
  border-radius: var(--radius-sm);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-size: 13px;
`;

export const Note = styled.p`
  display: flex;
  justify-content: center;
  margin: 0;
  padding: 14px 6px;
  color: var(--text-muted);
  font-size: 12.5px;
  text-align: center;
`;
