// The routes' error screen: 'Unexpected Application Error!' with the error's message.
import { styled } from '@linaria/react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The text of anything a route may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

interface BoundaryProps {
  children: ReactNode;
  /** The path shown: a navigation elsewhere renders `children` again. */
  at: string;
}
interface BoundaryState {
  thrown: { error: unknown } | null;
  at: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { thrown: null, at: this.props.at };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { thrown: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at !== state.at ? { thrown: null, at: props.at } : null;
  }

  override render(): ReactNode {
    return this.state.thrown ? <ErrorView message={errorMessage(this.state.thrown.error)} /> : this.props.children;
  }
}

/**
 * What a route's errorElement was in the data router: its screens render inside, and anything they
 * throw while rendering (a lazy screen's chunk that fails to load included) shows the error screen
 * in their place until the player goes to another path.
 */
export function ErrorScreen({ children }: { children: ReactNode }): React.JSX.Element {
  const { pathname } = useLocation();
  return <Boundary at={pathname}>{children}</Boundary>;
}

/** Also shown, outside the router, when the site's configuration cannot be loaded. */
export function ErrorView({ message }: { message: string }): React.JSX.Element {
  return (
    <Box role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre>{message}</pre>
      {/* A plain link, not the router: the router itself may be what failed. */}
      <a href="/">Go to Home</a>
    </Box>
  );
}

const Box = styled.div`
  max-width: 760px;
  margin: 48px auto;
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border-left: 5px solid var(--negative);
  box-shadow: var(--card-shadow);

  h1 {
    margin: 0 0 12px;
    font-size: 22px;
    color: var(--negative);
  }
  pre {
    margin: 0 0 16px;
    padding: 12px;
    white-space: pre-wrap;
    word-break: break-word;
    border-radius: var(--radius-sm);
    background: var(--surface-2);
    font-size: 13px;
  }
  a {
    font-weight: 700;
    color: var(--primary);
  }
`;
