// The title bar of a sports page: an icon, the page's name and a line on what it lists.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';

export function PageHeader({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Bar>
      {icon && <span className="icon">{icon}</span>}
      <div>
        <h1>{title}</h1>
        {children && <p>{children}</p>}
      </div>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: var(--radius);
  background: var(--panel-head-bg);
  color: var(--panel-head-fg);
  box-shadow: var(--card-shadow);

  .icon {
    display: grid;
    place-items: center;
    width: 38px;
    height: 38px;
    flex: none;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
    font-size: 20px;
  }
  .icon img,
  .icon svg {
    width: 22px;
    height: 22px;
  }
  h1 {
    margin: 0;
    font-size: 17px;
    letter-spacing: 0.01em;
  }
  p {
    margin: 2px 0 0;
    font-size: 12px;
    opacity: 0.8;
  }
  html[data-layout='aura'] & {
    background: var(--surface);
    border: var(--card-border);
  }
  html[data-layout='aura'] & .icon {
    background: var(--surface-3);
  }
`;

/** The column the sports pages stack their blocks in. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

/** A small heading between a page's blocks ('Competitions'). */
export const SectionTitle = styled.h2`
  margin: 6px 2px -2px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--text-muted);
`;
