// The honest stand-in for a screen a later release builds: what the page is, what it will show, what it was opened with.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';

export interface InterimScreenProps {
  title: string;
  /** One sentence: what this page is. */
  purpose: string;
  /** What the finished page will show. */
  willShow: readonly string[];
  /** What the URL asked for (ids, query), so a tester can see the route resolved with its parameters. */
  details?: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
  children?: ReactNode;
}

export function InterimScreen({ title, purpose, willShow, details, children }: InterimScreenProps): React.JSX.Element {
  const shown = details?.filter(([, v]) => v !== null && v !== undefined && v !== '') ?? [];
  return (
    <Box aria-labelledby="interim-title">
      <header>
        <h1 id="interim-title">{title}</h1>
        <span className="badge">Coming in a later release</span>
      </header>
      <p className="purpose">{purpose}</p>
      {shown.length > 0 && (
        <dl>
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2>This page will show</h2>
      <ul>
        {willShow.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      {children}
    </Box>
  );
}

const Box = styled.section`
  padding: 14px 16px 16px;
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  h1 {
    margin: 0;
    font-size: 19px;
  }
  .badge {
    padding: 3px 8px;
    border-radius: var(--radius-btn);
    background: color-mix(in srgb, var(--secondary) 30%, transparent);
    color: var(--text);
    font-size: 11px;
    font-weight: 800;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }
  .purpose {
    margin: 8px 0 12px;
    color: var(--text-muted);
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0 0 12px;
  }
  dl div {
    display: flex;
    gap: 6px;
    padding: 4px 8px;
    border-radius: var(--radius-sm);
    background: var(--surface-2);
    font-size: 12px;
  }
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--text-muted);
  }
  ul {
    margin: 0 0 12px;
    padding-left: 20px;
    line-height: 1.6;
  }
`;
