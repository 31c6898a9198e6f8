// HAR 1.2 export of a tape, and import of a HAR (ours, or one saved by a browser's devtools or Playwright) as a tape.
import type { Entry, Har } from 'har-format';
import { parseTape, redact, serializeTape, TAPE_FORMAT, TAPE_VERSION, TapeError, type Exchange, type Tape } from './tape';

const CREATOR = { name: 'exchange-client replay', version: String(TAPE_VERSION) };

const textOf = (body: unknown): string => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

/** A tape as HAR 1.2. The tape's own header, marks and input ride along in `_tape` so the HAR opens again whole. */
export function toHar(tape: Tape, origin = 'http://replay.invalid'): Har {
  const t0 = Date.parse(tape.header.startedAt);
  const entries: Entry[] = tape.exchanges.map((ex) => {
    const url = /^https?:/.test(ex.path) ? ex.path : origin + ex.path;
    const query = new URL(url).searchParams;
    const reqText = textOf(ex.requestBody);
    const resText = textOf(ex.responseBody);
    const time = Math.max(0, ex.end - ex.start);
    return {
      startedDateTime: new Date(t0 + ex.start).toISOString(),
      time,
      request: {
        method: ex.method,
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: Object.entries(ex.headers).map(([name, value]) => ({ name, value })),
        queryString: [...query].map(([name, value]) => ({ name, value })),
        ...(ex.requestBody !== undefined && { postData: { mimeType: 'application/json', text: reqText } }),
        headersSize: -1,
        bodySize: reqText.length,
      },
      response: {
        status: ex.status,
        statusText: ex.error ?? '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: [],
        content: { size: resText.length, mimeType: typeof ex.responseBody === 'string' ? 'text/plain' : 'application/json', text: resText },
        redirectURL: '',
        headersSize: -1,
        bodySize: resText.length,
      },
      cache: {},
      timings: { send: 0, wait: time, receive: 0 },
      _seq: ex.seq,
      ...(ex.poll && { _poll: ex.poll }),
      ...(ex.call && { _call: ex.call }),
    };
  });
  return {
    log: {
      version: '1.2',
      creator: CREATOR,
      entries,
      comment: `${TAPE_FORMAT} version ${TAPE_VERSION}`,
      _tape: { header: tape.header, marks: tape.marks, actions: tape.actions },
    } as Har['log'],
  };
}

const parseText = (text: string | undefined, mime: string | undefined): unknown => {
  if (text === undefined || text === '') return mime?.includes('json') ? undefined : '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Keeps the API calls of a browser's HAR: XHR and fetch, or JSON answers; drops pages, scripts, styles, images. */
function isApiEntry(e: Entry): boolean {
  const type = (e as { _resourceType?: string })._resourceType;
  if (type) return type === 'xhr' || type === 'fetch';
  return (e.response.content.mimeType ?? '').includes('json') || e.request.method === 'POST';
}

/** Reads a HAR as a tape: ours round-trips whole; a devtools HAR gets a header made from its first entry. */
export function importHar(text: string): Tape {
  let har: Har;
  try {
    har = JSON.parse(text) as Har;
  } catch {
    throw new TapeError(0, 'the HAR is not valid JSON (corrupt or truncated)');
  }
  const log = har?.log;
  if (!log || !Array.isArray(log.entries)) throw new TapeError(0, 'not a HAR file (no log.entries)');
  if (log.version && !String(log.version).startsWith('1.')) throw new TapeError(0, `HAR version ${log.version} is not supported (1.x is)`);
  const ours = (log as { _tape?: Pick<Tape, 'header' | 'marks' | 'actions'> })._tape;
  const entries = log.entries.filter((e) => ours !== undefined || isApiEntry(e));
  const firstTime = entries.length > 0 ? Math.min(...entries.map((e) => Date.parse(e.startedDateTime))) : Date.now();
  const t0 = ours ? Date.parse(ours.header.startedAt) : firstTime;
  const origin = entries[0] ? new URL(entries[0].request.url).origin : '';
  const exchanges: Exchange[] = entries.map((e, i) => {
    const url = new URL(e.request.url);
    const sameOrigin = url.origin === origin || url.hostname === 'replay.invalid';
    const start = Math.max(0, Math.round(Date.parse(e.startedDateTime) - t0));
    const ex = e as Entry & { _seq?: number; _poll?: string; _call?: string };
    const method = e.request.method.toUpperCase() === 'POST' ? 'POST' : 'GET';
    return {
      kind: 'exchange',
      seq: ex._seq ?? i,
      method,
      path: sameOrigin ? url.pathname + url.search : e.request.url,
      ...(e.request.postData?.text !== undefined && { requestBody: redact(parseText(e.request.postData.text, e.request.postData.mimeType)) }),
      status: e.response.status,
      headers: Object.fromEntries(
        e.request.headers
          .filter((h) => ['d', 'content-type', 'user-token', 'authorization'].includes(h.name.toLowerCase()))
          .map((h) => [h.name, ['user-token', 'authorization'].includes(h.name.toLowerCase()) ? '[redacted]' : h.value]),
      ),
      responseBody: redact(parseText(e.response.content.text, e.response.content.mimeType)),
      start,
      end: start + Math.max(0, Math.round(e.time)),
      ...(ex._poll && { poll: ex._poll }),
      ...(ex._call && { call: ex._call }),
      ...(e.response.status === 0 && { error: e.response.statusText || 'no answer' }),
    };
  });
  const header = ours?.header ?? {
    kind: 'header' as const,
    format: TAPE_FORMAT,
    version: TAPE_VERSION,
    appVersion: `HAR from ${log.creator?.name ?? 'unknown'} ${log.creator?.version ?? ''}`.trim(),
    brand: origin ? new URL(origin).host : 'unknown',
    viewport: { width: 1440, height: 900 },
    user: null,
    startedAt: new Date(t0).toISOString(),
    ...(origin && { host: new URL(origin).host }),
    url: log.pages?.[0]?.title && log.pages[0].title.startsWith(origin) ? log.pages[0].title.slice(origin.length) || '/' : '/',
  };
  // Through the NDJSON reader, so a HAR's tape meets the same schema as any other.
  return parseTape(serializeTape({ header, exchanges, marks: ours?.marks ?? [], actions: ours?.actions ?? [] }));
}

/** Opens a file's text as a tape: HAR when it looks like one (or is named .har), NDJSON otherwise. */
export function openTape(text: string, name = ''): Tape {
  const head = text.trimStart().slice(0, 200);
  const looksHar = name.endsWith('.har') || (head.startsWith('{') && /"log"\s*:/.test(head) && !head.includes(`"${TAPE_FORMAT}"`));
  return looksHar ? importHar(text) : parseTape(text);
}
