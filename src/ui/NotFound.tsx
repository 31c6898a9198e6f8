// The not-found screen: '404', 'Looks Like you are lost!' and a Go Back button to the root.
import { styled } from '@linaria/react';
import { useNavigate } from 'react-router-dom';
import { Button } from './Button';

export function NotFound(): React.JSX.Element {
  const navigate = useNavigate();
  return (
    <Box>
      <h1>404</h1>
      <p>Looks Like you are lost!</p>
      <Button type="button" onClick={() => void navigate('/')}>
        Go Back
      </Button>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 50vh;
  padding: 32px 16px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: 96px;
    line-height: 1;
    font-weight: 900;
    letter-spacing: 0.04em;
    color: var(--primary);
  }
  html[data-theme='dark'] & h1 {
    color: var(--secondary);
  }
  p {
    margin: 0 0 8px;
    font-size: 18px;
    font-weight: 600;
  }
`;
