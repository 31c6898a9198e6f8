// The sports screens' bound hooks: one shared stream per list, row, price cell, followed market and search state.
import { bind } from '@react-rxjs/core';
import type { Game } from '../../api/contract';
import type { MatchTab } from '../../domain/matchLists';
import { followedMatches$, isFollowed$, type FollowedMatch } from '../../../streams/multiMarket';
import {
  matchLists,
  type ListColumn,
  type ListSide,
  type ListView,
  type Preview,
  type RowMeta,
} from '../../../streams/matches';
import { afterMatchList$ } from '../../../streams/afterMatchList';
import { LOADING, visibleSports$, type Loadable } from '../../../streams/navigation';
import { searchOpen$, searchQuery$, searchResults$, type SearchState } from '../../../streams/search';
import type { Flashing } from '../../../streams/market/flash';

export const [useSports] = bind<Loadable<Game[]>>(visibleSports$, LOADING);

/** Whether a sport's event list has answered (or failed), a task ago: what sits under the list waits for it (the home lobby, a sport's competitions). */
export const [useAfterMatchList] = bind((sportId: string) => afterMatchList$(sportId), false);

export const [useTabView] = bind(
  (tab: MatchTab, scope: string) => matchLists.tabView$(tab, scope),
  LOADING as Loadable<ListView>,
);
export const [useTabCounts] = bind(
  (scope: string) => matchLists.tabCounts$(scope),
  null as Record<MatchTab, number> | null,
);
export const [useRowMeta] = bind(
  (sportId: string, matchId: string) => matchLists.rowMeta$(sportId, matchId),
  null as RowMeta | null,
);
export const [useRowCell] = bind(
  (sportId: string, matchId: string, column: ListColumn, side: ListSide) =>
    matchLists.rowCell$(sportId, matchId, column, side),
  (): Flashing<number | null> => ({ value: null, flash: 0 }),
);
export const [usePreviews] = bind(
  (scope: string, limit: number) => matchLists.previews$(scope, limit),
  LOADING as Loadable<Preview[]>,
);

export const [useIsFollowed] = bind((marketId: string) => isFollowed$(marketId), false);
export const [useFollowedMatches] = bind<FollowedMatch[]>(followedMatches$, []);

export const [useSearchOpen] = bind(searchOpen$, false);
export const [useSearchQuery] = bind(searchQuery$, '');
export const [useSearchResults] = bind<SearchState>(searchResults$, { state: 'idle' });
