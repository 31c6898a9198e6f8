// The lobby's bound hooks and its static provider catalogues: their tabs (catalogueTabs.json) with the lobby, their games
// (catalogues.json, 3.5 kB gzip) loaded when a provider's tab first opens, so the home page's lobby carries none of them.
import { bind } from '@react-rxjs/core';
import type { ProviderCatalogue } from '../../../domain/casinoLobby';
import { catalogueState } from '../../../../streams/casino/catalogues';
import { casinoLobby, LOBBY_LOADING, type LobbyState } from '../../../../streams/casino/lobby';
import { LOADING, type Loadable } from '../../../../streams/navigation';
import tabs from './catalogueTabs.json';

export const [useLobby] = bind<LobbyState>(casinoLobby.lobby$, LOBBY_LOADING);
export const retryLobby = casinoLobby.retry;

/** ROYAL GAMING ... SUPERSPADE, in the order their tabs show, with their games' count: written from catalogues.json by scripts/casino-thumbnails.mjs. */
export const CATALOGUE_TABS: readonly { id: string; label: string; count: number }[] = tabs.providers;

const catalogues = catalogueState(() => import('./catalogues.json'));

/** Asks for the catalogues again after a failed load (the failure's Try again). */
export const retryCatalogues = catalogues.retry;

export const [useCatalogue] = bind(catalogues.catalogue$, LOADING as Loadable<ProviderCatalogue | null>);
