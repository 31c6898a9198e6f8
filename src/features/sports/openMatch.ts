// Opening a match from a list, a search hit or a preview: store it as the spec says, then go to its market page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Match } from '../../api/contract';
import { matchLists } from '../../../streams/matches';

/** The store loads on the first open: no screen reads it, so the home page does not carry it. */
const currentMatchStore = () => import('../../../streams/currentMatch');

/** Stores the match's markets, matchOdds and currentMatchUrl entry, then opens `url`. */
export function useOpenMatch(): (sportId: string, matchId: string, url: string, known?: Match) => void {
  const navigate = useNavigate();
  return useCallback(
    (sportId, matchId, url, known) => {
      // The list's latest answer, so the stored odds are the ones on screen at the click.
      const match = matchLists.latestMatch(sportId, matchId) ?? known ?? null;
      // The match is the one at the click; the store writes it when its code is there.
      if (match)
        void currentMatchStore().then(
          (m) => m.storeMatch(match),
          (err: unknown) => console.warn('[openMatch] could not store the match', err),
        );
      void navigate(url);
    },
    [navigate],
  );
}
