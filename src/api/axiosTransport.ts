// The app's transport over axios: the only module that imports it (src/api/transport.ts loads it lazily).
import { create, type AxiosInstance } from 'axios';
import { Observable } from 'rxjs';
import { parseBody, transportFailure, type HttpResponse, type Transport } from './transport';

/**
 * The transport over one axios instance. The body is read as text and parsed once here rather than
 * with `responseType: 'json'`, because axios' fetch adapter rejects a non-JSON body in json mode while
 * its xhr/http adapters pass it through; reading text gives the same tolerant result on every adapter.
 * Every status resolves (`validateStatus`): telling a refusal from a fault is the client's job.
 */
export function axiosTransport(
  instance: AxiosInstance = create({
    validateStatus: () => true,
    responseType: 'text',
  }),
): Transport {
  return (req) =>
    new Observable<HttpResponse>((subscriber) => {
      const controller = new AbortController();
      let settled = false;
      instance
        .request({
          method: req.method,
          url: req.url,
          headers: req.headers,
          data: req.body,
          signal: controller.signal,
        })
        .then(
          (res) => {
            settled = true;
            subscriber.next({ status: res.status, body: parseBody(res.data) });
            subscriber.complete();
          },
          (err: unknown) => {
            settled = true;
            subscriber.error(transportFailure(err));
          },
        );
      return () => {
        if (!settled) controller.abort();
      };
    });
}
