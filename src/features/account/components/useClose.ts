// The close button of a full-page panel: back where the player came from, or home when the page was opened directly.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useClose(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router numbers its history entries; 0 means this page opened the tab.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  }, [navigate]);
}
