// Opening a match from a list, a search hit or a preview: store it as the spec says, then go to its market page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Match } from '../../api/contract';
import { storeMatch } from '../../../streams/currentMatch';
import { matchLists } from '../../../streams/matches';

/** Stores the match's markets, matchOdds and currentMatchUrl entry, then opens `url`. */
export function useOpenMatch(): (sportId: string, matchId: string, url: string, known?: Match) => void {
  const navigate = useNavigate();
  return useCallback(
    (sportId, matchId, url, known) => {
      // The list's latest answer, so the stored odds are the ones on screen at the click.
      const match = matchLists.latestMatch(sportId, matchId) ?? known ?? null;
      if (match) storeMatch(match);
      void navigate(url);
    },
    [navigate],
  );
}
