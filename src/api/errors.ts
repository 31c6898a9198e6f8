// The one error type every API call fails with: a kind the code branches on and a message a player can read.

export type ApiErrorKind =
  | 'unauthorized'
  | 'refused'
  | 'notFound'
  | 'server'
  | 'network'
  | 'timeout'
  | 'malformed';

const DEFAULT_MESSAGE: Record<ApiErrorKind, string> = {
  unauthorized: 'Session expired!',
  refused: 'The request was refused.',
  notFound: 'Not found.',
  server: 'Something went wrong. Please try again.',
  network: 'Network error. Check your connection.',
  timeout: 'The server did not answer in time.',
  malformed: 'The server sent an unexpected answer.',
};

export interface ApiErrorDetails {
  status?: number;
  /** The `message` of the server's body, when it sent one (shown as-is for refusals). */
  serverMessage?: string;
  /** Summary of the schema issues of a malformed answer. */
  issues?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Name of the call that failed (the endpoint's name), for logs. */
  readonly call: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly issues?: string;

  constructor(kind: ApiErrorKind, call: string, details: ApiErrorDetails = {}) {
    // A refusal or not-found shows the server's words; any other kind a fixed text, because a
    // server fault's body (a stack trace, an HTML page) is not for the player.
    const useServer = (kind === 'refused' || kind === 'notFound') && details.serverMessage;
    // The cause is kept as words only: an error object (a transport's) could carry the request's headers.
    super(useServer ? details.serverMessage : DEFAULT_MESSAGE[kind], { cause: causeText(details.cause) });
    this.name = 'ApiError';
    this.kind = kind;
    this.call = call;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.issues = details.issues;
  }
}

/** A cause as a log may hold it: an error's name and message, never the object (nor its request, headers or token). */
function causeText(cause: unknown): string | undefined {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * What a log says of a failure: the call's name, its kind and status for an API error, else the
 * error's name and message; never the error object, whose request and headers could hold the token.
 */
export function describeError(err: unknown): string {
  if (err instanceof ApiError) return `${err.call} ${err.kind}${err.status !== undefined ? ` ${err.status}` : ''}`;
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;
