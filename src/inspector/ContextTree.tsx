// A plain value as a collapsible tree: keys, typed leaves, the first levels open.
import type { Plain } from '../../machines/tools/inspectionProtocol';

function Leaf({ value }: { value: Plain }): React.JSX.Element {
  if (value === null) return <span className="xi-z">null</span>;
  if (typeof value === 'string') return <span className="xi-s">"{value}"</span>;
  if (typeof value === 'number') return <span className="xi-n">{value}</span>;
  if (typeof value === 'boolean') return <span className="xi-b">{String(value)}</span>;
  return <span className="xi-z">{Array.isArray(value) ? '[]' : '{}'}</span>;
}

function summary(value: Plain): string {
  if (Array.isArray(value)) return `Array(${value.length})`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    return `{${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''}}`;
  }
  return '';
}

function Entry({ name, value, depth, openDepth }: { name: string; value: Plain; depth: number; openDepth: number }): React.JSX.Element {
  const nested = value !== null && typeof value === 'object' && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);
  if (!nested) {
    return (
      <li>
        <span className="xi-k">{name}</span>: <Leaf value={value} />
      </li>
    );
  }
  return (
    <li>
      <details open={depth < openDepth}>
        <summary>
          <span className="xi-k">{name}</span>: <span className="xi-z">{summary(value)}</span>
        </summary>
        <Tree value={value} depth={depth + 1} openDepth={openDepth} />
      </details>
    </li>
  );
}

export function Tree({ value, depth = 0, openDepth = 2 }: { value: Plain; depth?: number; openDepth?: number }): React.JSX.Element {
  if (value === null || typeof value !== 'object') {
    return (
      <ul className="xi-tree xi-mono">
        <li>
          <Leaf value={value} />
        </li>
      </ul>
    );
  }
  const entries: [string, Plain][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  return (
    <ul className="xi-tree xi-mono">
      {entries.map(([k, v]) => (
        <Entry key={k} name={k} value={v} depth={depth} openDepth={openDepth} />
      ))}
    </ul>
  );
}
