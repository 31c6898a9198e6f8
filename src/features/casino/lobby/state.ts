// The lobby's bound hooks and its static provider catalogues (data shipped in catalogues.json).
import { bind } from '@react-rxjs/core';
import { readCatalogues, type ProviderCatalogue } from '../../../domain/casinoLobby';
import { casinoLobby, LOBBY_LOADING, type LobbyState } from '../../../../streams/casino/lobby';
import raw from './catalogues.json';

export const [useLobby] = bind<LobbyState>(casinoLobby.lobby$, LOBBY_LOADING);
export const retryLobby = casinoLobby.retry;

/** ROYAL GAMING ... SUPERSPADE, in the order their tabs show. */
export const CATALOGUES: readonly ProviderCatalogue[] = readCatalogues(raw);
