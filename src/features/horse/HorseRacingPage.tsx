// /horseracing: the horse racing schedule as a page of its own.
import { HorseIcon } from '../../ui/icons';
import { PageHeader, Stack } from '../sports/PageHeader';
import HorseSchedule from './HorseSchedule';

export default function HorseRacingPage(): React.JSX.Element {
  return (
    <Stack>
      <PageHeader icon={<HorseIcon />} title="Horse Racing">
        Today's meetings by country. A race opens 30 minutes before the off; times are in your time zone.
      </PageHeader>
      <HorseSchedule />
    </Stack>
  );
}
