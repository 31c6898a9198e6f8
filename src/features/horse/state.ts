// The horse screens' hooks over the horse streams: race openings followed by the router, local time formats.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { horseSchedule } from '../../../streams/horse/schedule';

/** Goes to each race a time button opened, once its 200 ms have passed (the wait lives in the stream). */
export function useRaceOpenings(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const sub = horseSchedule.raceOpenings$.subscribe((path) => void navigate(path));
    return () => sub.unsubscribe();
  }, [navigate]);
}
