// Where the casino list pages live: the static video list (a route the specification leaves unnamed) and the video player.
export const VIDEO_TABLES_PATH = '/video-tables';
export const PLAY_VIDEO_PATH = '/play-video';

/** What /play-video reads from navigation state. */
export interface PlayVideoState {
  url: string;
  name?: string;
}
