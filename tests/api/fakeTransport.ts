// A scripted Transport for API tests: records every request and answers from a handler.
import { Observable, of } from 'rxjs';
import type { HttpRequest, HttpResponse, Transport } from '../../src/api/transport';

export interface FakeTransport {
  transport: Transport;
  requests: HttpRequest[];
  /** Requests whose subscription was torn down before they answered. */
  aborted: HttpRequest[];
}

/** `answer` returns the response, or an Observable of it for delayed/never-answering cases. */
export function fakeTransport(
  answer: (req: HttpRequest) => HttpResponse | Observable<HttpResponse> = () => ({ status: 200, body: {} }),
): FakeTransport {
  const requests: HttpRequest[] = [];
  const aborted: HttpRequest[] = [];
  const transport: Transport = (req) =>
    new Observable<HttpResponse>((subscriber) => {
      requests.push(req);
      let done = false;
      const a = answer(req);
      const sub = (a instanceof Observable ? a : of(a)).subscribe({
        next: (v) => subscriber.next(v),
        error: (e: unknown) => {
          done = true;
          subscriber.error(e);
        },
        complete: () => {
          done = true;
          subscriber.complete();
        },
      });
      return () => {
        sub.unsubscribe();
        if (!done) aborted.push(req);
      };
    });
  return { transport, requests, aborted };
}
