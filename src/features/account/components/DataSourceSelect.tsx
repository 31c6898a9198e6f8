// The LIVE DATA / BACKUP DATA / OLD DATA selector of the statement and profit-and-loss pages; reads 'Data Source' until chosen.
import { DATA_SOURCES, DATA_SOURCE_PLACEHOLDER, type DataSource } from '../../../domain/dateRanges';
import { SelectField, type Option } from './SelectField';

type Choice = DataSource | typeof DATA_SOURCE_PLACEHOLDER;

const OPTIONS: readonly Option<Choice>[] = [
  { value: DATA_SOURCE_PLACEHOLDER, label: DATA_SOURCE_PLACEHOLDER, disabled: true },
  ...DATA_SOURCES.map((s) => ({ value: s, label: s })),
];

export function DataSourceSelect({
  value,
  onChange,
}: {
  value: DataSource | null;
  onChange: (source: DataSource) => void;
}): React.JSX.Element {
  return (
    <SelectField<Choice>
      label="Data Source"
      value={value ?? DATA_SOURCE_PLACEHOLDER}
      options={OPTIONS}
      onChange={(v) => {
        if (v !== DATA_SOURCE_PLACEHOLDER) onChange(v);
      }}
    />
  );
}
