// Every poll round's outcome, app-wide: the connection status reads it (streams/connection.ts).
import { Subject, type Observable } from 'rxjs';

export type PollRound = { ok: true; name: string } | { ok: false; name: string; error: unknown };

const rounds = new Subject<PollRound>();

/** The poll operator reports each round here; nothing else should. */
export const notePollRound = (round: PollRound): void => rounds.next(round);

/** Hot: a subscriber sees the rounds that end after it subscribed. */
export const pollRounds$: Observable<PollRound> = rounds.asObservable();
