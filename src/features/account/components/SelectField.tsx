// A labelled select for the account filters (transaction filter, data source, bet status, sport).
import { useId } from 'react';
import { styled } from '@linaria/react';

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

const Field = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 3px;
  font-size: 11.5px;
  font-weight: 600;
  color: var(--text-muted);
  min-width: 0;
`;

const Select = styled.select`
  height: 32px;
  min-width: 130px;
  padding: 0 8px;
  border: 1px solid var(--border);
  border-radius: var(--radius-sm, 4px);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-size: 13px;
  font-weight: 400;
  @media (max-width: 600px) {
    min-width: 0;
    width: 100%;
  }
`;
