// A plain labelled date input (YYYY-MM-DD), as the spec asks for the account filters.
import { useId } from 'react';
import { styled } from '@linaria/react';
import { FIELD_CONTROL, Field } from './field';

export interface DateInputProps {
  label: string;
  /** `YYYY-MM-DD`. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
}

const Input = styled.input`
  ${FIELD_CONTROL}
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
