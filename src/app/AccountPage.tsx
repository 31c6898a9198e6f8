// /account: the account menu as a page (the phone's bottom-nav Account), for logged-in players.
import { styled } from '@linaria/react';
import { AccountMenuList } from '../features/shell/AccountMenu';
import { useUser } from '../features/shared/sessionHooks';

export function AccountPage(): React.JSX.Element {
  const user = useUser();
  return (
    <Box>
      <h1>My Account</h1>
      <AccountMenuList user={user} />
    </Box>
  );
}

const Box = styled.section`
  max-width: 560px;
  h1 {
    margin: 0 0 10px;
    font-size: 18px;
  }
`;
