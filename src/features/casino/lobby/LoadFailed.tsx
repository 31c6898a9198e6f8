// What the lobby and the generic list show when the casino list or the catalogues have never loaded: the reason and a retry.
import { styled } from '@linaria/react';
import { Button } from '../../../ui/Button';

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }): React.JSX.Element {
  return (
    <Box role="alert">
      <p>{`The casino ${what} could not be loaded.`}</p>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 240px;
  padding: 24px;
  text-align: center;

  p {
    margin: 0;
    color: var(--text-muted);
  }
`;
