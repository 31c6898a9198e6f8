// The lobby's provider catalogues, loaded on first need (src/features/casino/lobby/state.ts gives the loader: its chunk).
import { Subject, catchError, defer, from, map, of, startWith, switchMap, type Observable } from 'rxjs';
import { readCatalogues, type ProviderCatalogue } from '../../src/domain/casinoLobby';
import { LOADING, type Loadable } from '../navigation';

type CatalogueModule = { default: Parameters<typeof readCatalogues>[0] };

/**
 * A provider's catalogue from `load` (the catalogues' chunk), loaded once for every provider: loading, then ready
 * (null for an id no tab has), or failed until `retry`, which loads again. `catalogue$` never completes: a bound
 * state that completes is dropped from @react-rxjs' cache, and the next render would read its default and load again.
 */
export function catalogueState(load: () => Promise<CatalogueModule>) {
  let loaded: Promise<ProviderCatalogue[]> | null = null;
  // Once here, the list is replayed at once: a tab opened later shows its games in the same render.
  let catalogues: ProviderCatalogue[] | null = null;
  const all$ = (): Observable<ProviderCatalogue[]> =>
    catalogues ? of(catalogues) : from((loaded ??= load().then((m) => (catalogues = readCatalogues(m.default)))));
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

