// The domain configuration as React reads it (a loading / ready / failed value, and the loaded configuration for screens): here so src/app and the features both read it without a feature importing src/app.
import { bind } from '@react-rxjs/core';
import { createContext, useContext } from 'react';
import { catchError, filter, firstValueFrom, map, of, startWith, type Observable } from 'rxjs';
import type { DomainConfig } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { domainConfig$ } from '../../../streams/domainConfig';

export type DomainState =
  | { state: 'loading' }
  | { state: 'ready'; config: DomainConfig }
  | { state: 'failed'; message: string };

const domainState$: Observable<DomainState> = domainConfig$.pipe(
  map((config): DomainState => ({ state: 'ready', config })),
  catchError((err: unknown) =>
    of<DomainState>({
      state: 'failed',
      message:
        isApiError(err) && err.kind === 'notFound'
          ? `No site is configured for ${window.location.host}.`
          : 'The site configuration could not be loaded.',
    }),
  ),
  startWith<DomainState>({ state: 'loading' }),
);

/** The bound state (second element) is held by the first calls (src/app/firstCalls.ts): the first render reads it as it is. */
export const [useDomainState, domainStateHeld$] = bind(domainState$, { state: 'loading' } as DomainState);

/** The loaded configuration, provided by the root route to every screen under it. */
export const DomainConfigContext = createContext<DomainConfig | null>(null);

/** Resolves with the first configuration: what a screen that needs it suspends on until then. */
let configArrived: Promise<unknown> | null = null;
const whenConfigArrives = (): Promise<unknown> =>
  (configArrived ??= firstValueFrom(domainState$.pipe(filter((d) => d.state !== 'loading'))));

/**
 * The loaded configuration. A visitor's shell paints before it has arrived (AppRoot), so a screen
 * that reads it then suspends (its Suspense fallback shows) until it does.
 */
export function useDomainConfig(): DomainConfig {
  const config = useContext(DomainConfigContext);
  if (!config) throw whenConfigArrives();
  return config;
}

/** The configuration, or null while it loads: for the shell, which paints brand defaults meanwhile. */
export function useDomainConfigIfKnown(): DomainConfig | null {
  return useContext(DomainConfigContext);
}
