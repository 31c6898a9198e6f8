import { styled } from '@linaria/react';
const Box = styled.div`
  color: var(--primary);
`;
export function Probe(): React.JSX.Element {
  return <Box>probe</Box>;
}
