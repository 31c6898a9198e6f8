// A labelled field of a filter bar (the account pages' dates and selects): a small muted label over its control.
import { styled } from '@linaria/react';

export const Field = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 3px;
  font-size: 11.5px;
  font-weight: 600;
  color: var(--text-muted);
  min-width: 0;
`;

/** The control's box, for the select and the date input alike. */
export const FIELD_CONTROL = `
  height: 32px;
  padding: 0 8px;
  border: 1px solid var(--border);
  border-radius: var(--radius-sm, 4px);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-size: 13px;
  font-weight: 400;
`;
