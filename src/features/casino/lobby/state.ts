// The lobby's bound hooks and its static provider catalogues: their tabs (catalogueTabs.json) with the lobby, their games
// (catalogues.json, 3.5 kB gzip) loaded when a provider's tab first opens, so the home page's lobby carries none of them.
import { bind } from '@react-rxjs/core';
import { Subject, catchError, defer, map, of, shareReplay, startWith, switchMap, type Observable } from 'rxjs';
import { readCatalogues, type ProviderCatalogue } from '../../../domain/casinoLobby';
import { casinoLobby, LOBBY_LOADING, type LobbyState } from '../../../../streams/casino/lobby';
import { LOADING, type Loadable } from '../../../../streams/navigation';
import tabs from './catalogueTabs.json';

export const [useLobby] = bind<LobbyState>(casinoLobby.lobby$, LOBBY_LOADING);
export const retryLobby = casinoLobby.retry;

/** ROYAL GAMING ... SUPERSPADE, in the order their tabs show, with their games' count (catalogues.json's, checked by a test). */
export const CATALOGUE_TABS: readonly { id: string; label: string; count: number }[] = tabs.providers;

type CatalogueModule = { default: Parameters<typeof readCatalogues>[0] };

/**
 * A provider's catalogue from `load` (the catalogues' chunk), loaded once for every provider: loading, then ready
 * (null for an id no tab has), or failed until `retry`, which loads again. `catalogue$` never completes: a bound
 * state that completes is dropped from @react-rxjs' cache, and the next render would read its default and load again.
 */
export function catalogueState(load: () => Promise<CatalogueModule>) {
  let loaded: Observable<ProviderCatalogue[]> | null = null;
  const all$ = (): Observable<ProviderCatalogue[]> =>
    (loaded ??= defer(load).pipe(
      map((m) => readCatalogues(m.default)),
      shareReplay({ bufferSize: 1, refCount: false }),
    ));
  const retry$ = new Subject<void>();
  const catalogue$ = (id: string): Observable<Loadable<ProviderCatalogue | null>> =>
    retry$.pipe(
      startWith(undefined),
      switchMap(() =>
        defer(all$).pipe(
          map((list): Loadable<ProviderCatalogue | null> => ({ state: 'ready', value: list.find((c) => c.id === id) ?? null })),
          startWith(LOADING),
          catchError(() => {
            loaded = null;
            return of<Loadable<ProviderCatalogue | null>>({ state: 'failed' });
          }),
        ),
      ),
    );
  return { catalogue$, retry: (): void => retry$.next() };
}

const catalogues = catalogueState(() => import('./catalogues.json'));

/** Asks for the catalogues again after a failed load (the failure's Try again). */
export const retryCatalogues = catalogues.retry;

export const [useCatalogue] = bind(catalogues.catalogue$, LOADING as Loadable<ProviderCatalogue | null>);
