// Stand-in screens for routes whose screens later releases build (market, casino, horse, frames, lists).
// Each is reached through a lazy route, so a later release swaps the import for its real screen.
import { styled } from '@linaria/react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { InterimScreen } from './InterimScreen';


export function HorseMarketInterim(): React.JSX.Element {
  const { eventId, legueId, matchId } = useParams();
  const [q] = useSearchParams();
  return (
    <InterimScreen
      title={q.get('eventName') || 'Horse race'}
      purpose="A horse race's market page."
      details={[
        ['Event', eventId],
        ['Meeting', legueId],
        ['Race', matchId],
        ['Start', q.get('gameTime')],
      ]}
      willShow={[
        'The race markets with three back and three lay prices per runner, refreshed every 2 s',
        'Prices that flash for half a second when they change',
        'The bet slip, with a check that the odds have not moved',
      ]}
    />
  );
}

const FRAME_TEXT: Record<string, { title: string; shows: string }> = {
  '/casino-video': { title: 'Casino video', shows: "The casino table's live video, full screen" },
  '/tv': { title: 'Live TV', shows: "The match's live TV stream, full screen" },
  '/score': { title: 'Live score', shows: "The match's live scoreboard, full screen, resized to its content" },
};

/** The full-screen frames: no header, menu, side panel or theme toggle. */
export function FrameInterim(): React.JSX.Element {
  const { pathname } = useLocation();
  const [q] = useSearchParams();
  const text = FRAME_TEXT[pathname] ?? { title: 'Frame', shows: 'An embedded frame' };
  return (
    <FrameBox>
      <InterimScreen
        title={text.title}
        purpose="A full-screen frame embedded by other pages."
        details={[
          ['id', q.get('id')],
          ['event_id', q.get('event_id')],
          ['sport_id', q.get('sport_id')],
        ]}
        willShow={[text.shows]}
      />
    </FrameBox>
  );
}

const FrameBox = styled.div`
  min-height: 100vh;
  padding: 16px;
`;

/** /horseracing: the horse racing schedule belongs to a later issue. */
export function HorseScheduleInterim(): React.JSX.Element {
  return (
    <InterimScreen
      title="Horse Racing"
      purpose="The horse racing schedule."
      willShow={[
        'Country chips (ALL and each country, with its flag)',
        'Meetings grouped by country with a time button per race; live races marked, closed races hidden',
      ]}
    />
  );
}

/** /test: the spec lists the route and leaves its content unspecified. */
export function TestPage(): React.JSX.Element {
  return (
    <InterimScreen
      title="Test"
      purpose="A route the specification lists without content."
      willShow={['Nothing is specified for this page.']}
    />
  );
}
