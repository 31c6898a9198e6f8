// /video-tables: the static list of two video tables (20-20 Dragon Tiger 2, 20-20 Poker); a card opens /play-video with the video URL in navigation state.
import { styled } from '@linaria/react';
import { DEFAULT_VIDEO_URL_TEMPLATE, videoUrlFor } from '../../../domain/videoSource';
import { CardsIcon } from '../../../ui/icons';
import { PageHeader, Stack } from '../../sports/PageHeader';
import { LobbyCard } from '../lobby/LobbyCard';
import { PLAY_VIDEO_PATH, type PlayVideoState } from './paths';
import data from './videoTables.json';

const TEMPLATE = import.meta.env.VITE_VIDEO_TABLES_URL || DEFAULT_VIDEO_URL_TEMPLATE;

export function VideoTablesPage(): React.JSX.Element {
  return (
    <Stack>
      <PageHeader icon={<CardsIcon />} title="Video Tables">
        Watch the tables live
      </PageHeader>
      <Grid aria-label="Video tables">
        {data.tables.map((t) => (
          <LobbyCard
            key={t.id}
            name={t.name}
            image={t.thumbUrl}
            to={PLAY_VIDEO_PATH}
            square={false}
            state={{ url: videoUrlFor(TEMPLATE, t), name: t.name } satisfies PlayVideoState}
          />
        ))}
      </Grid>
    </Stack>
  );
}


const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  @media (max-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;
