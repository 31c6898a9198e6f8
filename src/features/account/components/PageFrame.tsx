// The frame every account page sits in: a title bar like the exchange's panels, an optional filter bar, the content.
import type { ReactNode } from 'react';
import { styled } from '@linaria/react';

export interface PageFrameProps {
  title: ReactNode;
  /** Right side of the title bar (a close button, a count). */
  actions?: ReactNode;
  /** Filters above the content. */
  filters?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ title, actions, filters, children }: PageFrameProps): React.JSX.Element {
  return (
    <Page>
      <TitleBar>
        <h1>{title}</h1>
        {actions}
      </TitleBar>
      {filters && <Filters>{filters}</Filters>}
      <Content>{children}</Content>
    </Page>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 10px;
  max-width: 1400px;
  min-width: 0;
  @media (max-width: 600px) {
    padding: 8px 6px;
    gap: 8px;
  }
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: var(--radius);
  background: var(--header-bg, var(--primary));
  color: var(--header-fg, var(--on-primary, #fff));
  h1 {
    flex: 1;
    margin: 0;
    font-size: 15px;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px 12px;
  padding: 10px 12px;
  border: var(--card-border, 1px solid var(--border));
  border-radius: var(--radius);
  box-shadow: var(--card-shadow, none);
  background: var(--surface);
  @media (max-width: 600px) {
    display: grid;
    grid-template-columns: 1fr 1fr;
    padding: 8px;
    gap: 8px;
    & > * {
      min-width: 0;
    }
    /* An odd number of filters: the first takes the whole row, the dates pair up below it. */
    & > :first-child:nth-last-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;
