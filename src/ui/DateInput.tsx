// A plain labelled date input (YYYY-MM-DD), as the spec asks for the account filters.
import { useId } from 'react';
import { styled } from '@linaria/react';

export interface DateInputProps {
  label: string;
  /** `YYYY-MM-DD`. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
}

const Field = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 3px;
  font-size: 11.5px;
  font-weight: 600;
  color: var(--text-muted);
  min-width: 0;
`;

const Input = styled.input`
  height: 32px;
  padding: 0 8px;
  border: 1px solid var(--border);
  border-radius: var(--radius-sm, 4px);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-size: 13px;
  font-weight: 400;
  min-width: 0;
  @media (max-width: 600px) {
    width: 100%;
  }
  &:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 1px;
  }
`;

export function DateInput({ label, value, onChange, min, max, disabled }: DateInputProps): React.JSX.Element {
  const id = useId();
  return (
    <Field htmlFor={id}>
      {label}
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        // A cleared field ('') is not a date: the filters keep their last date.
        onChange={(e) => {
          if (e.currentTarget.value) onChange(e.currentTarget.value);
        }}
      />
    </Field>
  );
}
