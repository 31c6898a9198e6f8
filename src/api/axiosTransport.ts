// A player's transport, over axios: the only module that imports it (streams/api.ts loads it with a player's first request).
import { create, type AxiosInstance } from 'axios';
import { parseBody, promiseTransport, type Transport } from './transport';

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
  return promiseTransport((req, signal) =>
    instance
      .request({ method: req.method, url: req.url, headers: req.headers, data: req.body, signal })
      .then((res) => ({ status: res.status, body: parseBody(res.data) })),
  );
}
