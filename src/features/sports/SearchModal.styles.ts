// The Search Events modal's look: the field, the notes and the result rows.
import { styled } from '@linaria/react';

export const SearchBox = styled.div`
  .field {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 0 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius-btn);
    background: var(--surface-2);
    color: var(--text-muted);
  }
  .field:focus-within {
    border-color: var(--primary);
    box-shadow: 0 0 0 3px rgba(11, 122, 117, 0.15);
  }
  input {
    flex: 1;
    height: 40px;
    border: 0;
    outline: none;
    background: transparent;
    color: var(--text);
    font: inherit;
  }
  .note {
    display: flex;
    justify-content: center;
    margin: 16px 0 6px;
    color: var(--text-muted);
    text-align: center;
  }
  ul {
    list-style: none;
    margin: 10px 0 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid var(--border);
  }
  a {
    display: grid;
    grid-template-columns: 72px minmax(0, 1fr) auto;
    align-items: center;
    gap: 10px;
    padding: 10px 6px;
    color: var(--text);
    text-decoration: none;
    border-radius: var(--radius-sm);
  }
  a:hover,
  a:focus-visible {
    background: var(--surface-2);
  }
  .sport {
    color: var(--text-muted);
    font-size: 10.5px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .name {
    min-width: 0;
    font-weight: 700;
  }
  mark {
    padding: 0 1px;
    border-radius: 2px;
    background: color-mix(in srgb, var(--secondary) 45%, transparent);
    color: inherit;
  }
  time {
    color: var(--text-muted);
    font-size: 12px;
    white-space: nowrap;
  }
  .live {
    padding: 2px 6px;
    border-radius: 3px;
    background: var(--positive);
    color: #fff;
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
  }
`;
