// /casino and /new-casino: the lobby as a page, its provider tab kept in the URL (?provider=) so Back and a shared link reopen it.
import { useLocation, useSearchParams } from 'react-router-dom';
import { UNIVERSAL } from '../../../domain/casinoLobby';
import { CardsIcon } from '../../../ui/icons';
import { PageHeader, Stack } from '../../sports/PageHeader';
import CasinoLobby, { knownProvider } from './CasinoLobby';

export function LobbyPage(): React.JSX.Element {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const base = pathname.startsWith('/new-casino') ? '/new-casino' : '/casino';
  const provider = knownProvider(params.get('provider'));
  return (
    <Stack>
      <PageHeader icon={<CardsIcon />} title="Casino">
        Live tables and games from every provider
      </PageHeader>
      <CasinoLobby
        base={base}
        provider={provider}
        onProvider={(id) => setParams(id === UNIVERSAL ? {} : { provider: id }, { replace: true })}
      />
    </Stack>
  );
}

