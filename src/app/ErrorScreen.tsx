// The router's fallback error screen: 'Unexpected Application Error!' with the error's message.
import { styled } from '@linaria/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The text of anything a route may throw. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export function ErrorScreen(): React.JSX.Element {
  const error = useRouteError();
  return <ErrorView message={errorMessage(error)} />;
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
