// The home page's bound hooks.
import { bind } from '@react-rxjs/core';
import { lobbyAfterList$ } from '../../../streams/homeLobby';

/** Whether the lobby under a sport's event list may load yet (after the list: streams/homeLobby.ts). */
export const [useLobbyAfterList] = bind((sportId: string) => lobbyAfterList$(sportId), false);
