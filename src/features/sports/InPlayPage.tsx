// /inplay: every sport's match lists, opened on the In Play tab.
import { InPlayIcon } from '../../ui/icons';
import { MatchLists } from './MatchLists';
import { PageHeader, Stack } from './PageHeader';

export default function InPlayPage(): React.JSX.Element {
  return (
    <Stack>
      <PageHeader icon={<InPlayIcon />} title="In-Play">
        Matches being played now across every sport, with live back and lay prices.
      </PageHeader>
      <MatchLists initialTab="inplay" label="In-Play matches" />
    </Stack>
  );
}
