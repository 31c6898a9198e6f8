// A labelled select for the account filters (transaction filter, data source, bet status, sport).
import { useId } from 'react';
import { styled } from '@linaria/react';
import { FIELD_CONTROL, Field } from '../../../ui/field';

export interface Option<V extends string> {
  value: V;
  label: string;
  /** Shown but not choosable (the 'Data Source' prompt). */
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}

export function SelectField<V extends string>({ label, value, options, onChange }: SelectFieldProps<V>): React.JSX.Element {
  const id = useId();
  return (
    <Field htmlFor={id}>
      {label}
      <Select
        id={id}
        value={value}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.currentTarget.value);
          if (picked && !picked.disabled) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Select = styled.select`
  ${FIELD_CONTROL}
  min-width: 130px;
  @media (max-width: 600px) {
    min-width: 0;
    width: 100%;
  }
`;
