// @vitest-environment jsdom
// The tape format: reading the fixtures, redaction, refusals with the line they failed at, versions, and HAR export and import.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { axiosTransport } from '../../src/api/axiosTransport';
import { createRecorder, importHar, openTape, parseTape, redact, serializeTape, TapeError, toHar, TAPE_FORMAT, TAPE_VERSION, type Tape } from '../../src/replay';
import { snapshot } from '../../src/replay/shell';
import { api, setTransport } from '../../streams/api';
import { accountApi } from '../../streams/account/api';
import { session } from '../../streams/session';
import { onSimulatedExchange, signInPlayer } from '../features/simulatedExchange';

const read = (name: string): string => readFileSync(resolve('tests/replay/fixtures', name), 'utf8');
const CRICKET = read('cricket-bet.ndjson');

function refusal(text: string): TapeError {
  try {
    parseTape(text);
  } catch (err) {
    if (err instanceof TapeError) return err;
    throw err;
  }
  throw new Error('the tape was accepted');
}

// The sign-in below goes to the simulated exchange (MSW in this process): the recorded fixtures start logged in.
onSimulatedExchange({ seed: 1, start: Date.parse('2026-11-22T14:30:00.000Z') });
afterEach(() => setTransport(null));

/**
 * A tape recorded the way the app records one (src/replay/recording.ts: the recorder around the
 * transport, storage snapshotted), across a login and a password change on the simulated exchange.
 */
async function recordLogin(): Promise<Tape> {
  let now = 0;
  const recorder = createRecorder({
    inner: axiosTransport(),
    now: () => (now += 10),
    header: { appVersion: 'test', brand: 'localhost', viewport: { width: 1, height: 1 }, user: null, startedAt: '2026-11-22T14:30:00.000Z', url: '/' },
  });
  setTransport(recorder.transport);
  await signInPlayer(); // rahul / Rahul@123, through api.signIn, as the login form
  await firstValueFrom(accountApi.updatePassword({ currentPassword: 'Rahul@123', newPassword: 'Rahul@456', confirmPassword: 'Rahul@456' }));
  await firstValueFrom(api.userDetails());
  const tape = recorder.tape();
  return { ...tape, header: { ...tape.header, storage: { local: snapshot(localStorage), session: snapshot(sessionStorage) } } };
}

describe('tape format', () => {
  it('a tape of a login keeps no secret: the password sent, the token answered, the token sent after, the stored session', async () => {
    const tape = await recordLogin();
    const token = session.current().accessToken;
    expect(token).toBeTruthy(); // the player did log in
    const text = serializeTape(tape);
    expect(tape.header.format).toBe(TAPE_FORMAT);
    for (const secret of ['Rahul@123', 'Rahul@456', token]) expect(text).not.toContain(secret);
    const signIn = tape.exchanges.find((e) => e.path.endsWith('/auth/signin'))!;
    expect(signIn.status).toBe(200);
    expect(signIn.requestBody).toMatchObject({ userName: 'rahul', password: '[redacted]' });
    expect(signIn.responseBody).toMatchObject({ userToken: '[redacted]' });
    const change = tape.exchanges.find((e) => e.path.endsWith('/auth/update-password'))!;
    expect(change.requestBody).toEqual({ currentPassword: '[redacted]', newPassword: '[redacted]', confirmPassword: '[redacted]' });
    const after = tape.exchanges.filter((e) => e.headers['User-Token'] !== undefined);
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after.map((e) => e.headers['User-Token']))).toEqual(new Set(['[redacted]']));
    const stored = Object.values(tape.header.storage!.local).join('\n');
    expect(stored).toContain('[redacted]');
    expect(stored).not.toContain(token);
  });

  it.each(['cricket-bet.ndjson', 'market-expiry.ndjson', 'home-expiry.ndjson'])('reads the fixture %s: header, exchanges, marks with screens, input', (name) => {
    const tape = parseTape(read(name));
    expect(tape.header.version).toBe(TAPE_VERSION);
    expect(tape.header.user).toBe('rahul');
    expect(tape.exchanges.length).toBeGreaterThan(10);
    expect(tape.marks.length).toBeGreaterThanOrEqual(3);
    for (const m of tape.marks) expect(m.screen?.path).toMatch(/^\//);
    expect(tape.actions.length).toBeGreaterThan(0);
    // Every exchange of a poll names it.
    expect(tape.exchanges.filter((e) => e.path.includes('fetch-market') || e.path.includes('exposure')).every((e) => e.poll)).toBe(true);
  });

  it('keeps no secret: tokens and passwords are redacted in headers, bodies and storage', () => {
    expect(CRICKET).not.toMatch(/Rahul@123/);
    const tape = parseTape(CRICKET);
    const tokens = tape.exchanges.map((e) => e.headers['User-Token']).filter((t) => t !== undefined);
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set(['[redacted]']));
    expect(JSON.parse(tape.header.storage!.local['exchange.auth']!).accessToken).toBe('[redacted]');
    expect(redact({ userName: 'a', password: 'p', nested: [{ userToken: 't', oldPassword: 'o' }] })).toEqual({
      userName: 'a',
      password: '[redacted]',
      nested: [{ userToken: '[redacted]', oldPassword: '[redacted]' }],
    });
  });

  it('writes what it reads', () => {
    const tape = parseTape(CRICKET);
    expect(parseTape(serializeTape(tape))).toEqual(tape);
  });

  it('refuses a truncated tape with the line it failed at', () => {
    const lines = CRICKET.trimEnd().split('\n');
    const cut = lines.slice(0, 10).join('\n') + '\n' + lines[10]!.slice(0, 40);
    const err = refusal(cut);
    expect(err.line).toBe(11);
    expect(err.message).toBe('tape line 11: not valid JSON (the tape looks truncated)');
  });

  it('refuses a corrupt line and an entry that breaks the schema, naming the line', () => {
    const lines = CRICKET.trimEnd().split('\n');
    const corrupt = [...lines];
    corrupt[5] = '{"kind":"exchange",,}';
    expect(refusal(corrupt.join('\n')).message).toBe('tape line 6: not valid JSON (the tape is corrupt)');
    const bad = [...lines];
    bad[3] = JSON.stringify({ ...JSON.parse(bad[3]!), start: 'soon' });
    expect(refusal(bad.join('\n')).message).toMatch(/^tape line 4: start: /);
    expect(refusal('').message).toBe('tape: the file is empty');
    expect(refusal('{"log":{}}').message).toMatch(/^tape line 1: not an exchange-tape header/);
  });

  it('refuses a tape of a newer or an unsupported older version by name', () => {
    const [head, ...rest] = CRICKET.split('\n');
    const withVersion = (v: number) => [JSON.stringify({ ...JSON.parse(head!), version: v }), ...rest].join('\n');
    expect(refusal(withVersion(TAPE_VERSION + 1)).message).toBe(
      `tape line 1: written by a newer client (tape version ${TAPE_VERSION + 1}); this player reads versions 1 to ${TAPE_VERSION}: update the client`,
    );
    expect(refusal(withVersion(0)).message).toBe('tape line 1: unknown tape version 0');
  });
});

describe('HAR', () => {
  it('exports HAR 1.2 that opens again as the same tape', () => {
    // The fixture predates the blanking of personal data (its mobile number): as the recorder writes it today.
    const recorded = parseTape(CRICKET);
    const tape = {
      ...recorded,
      exchanges: recorded.exchanges.map((e) => ({
        ...e,
        ...(e.requestBody !== undefined && { requestBody: redact(e.requestBody) }),
        ...(e.responseBody !== undefined && { responseBody: redact(e.responseBody) }),
      })),
    };
    const har = toHar(tape);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(tape.exchanges.length);
    const bet = har.log.entries.find((e) => e.request.url.endsWith('/bet/save2'))!;
    expect(bet.request.method).toBe('POST');
    expect(JSON.parse(bet.request.postData!.text!)).toMatchObject({ stake: 100 });
    expect(importHar(JSON.stringify(har))).toEqual(tape);
    expect(openTape(JSON.stringify(har), 'x.har')).toEqual(tape);
  });

  it("imports a browser devtools HAR: only its API calls, times from its page load, a header made up", () => {
    const entry = (url: string, type: string, startedDateTime: string, text: string, mimeType = 'application/json') => ({
      startedDateTime,
      time: 120,
      _resourceType: type,
      request: { method: 'GET', url, httpVersion: 'HTTP/2', cookies: [], headers: [{ name: 'User-Token', value: 'secret' }], queryString: [], headersSize: -1, bodySize: 0 },
      response: { status: 200, statusText: 'OK', httpVersion: 'HTTP/2', cookies: [], headers: [], content: { size: text.length, mimeType, text }, redirectURL: '', headersSize: -1, bodySize: text.length },
      cache: {},
      timings: { send: 0, wait: 120, receive: 0 },
    });
    const har = {
      log: {
        version: '1.2',
        creator: { name: 'WebInspector', version: '537.36' },
        entries: [
          entry('https://site.example/', 'document', '2026-01-01T10:00:00.000Z', '<html>', 'text/html'),
          entry('https://site.example/bet/exposure/fetch', 'fetch', '2026-01-01T10:00:01.000Z', '{"status":true,"data":12}'),
          entry('https://site.example/v2/get-events', 'xhr', '2026-01-01T10:00:03.500Z', '{"data":[]}'),
        ],
      },
    };
    const tape = importHar(JSON.stringify(har));
    expect(tape.exchanges.map((e) => [e.path, e.start, e.end])).toEqual([
      ['/bet/exposure/fetch', 1000, 1120],
      ['/v2/get-events', 3500, 3620],
    ]);
    expect(tape.exchanges[0]!.headers['User-Token']).toBe('[redacted]');
    expect(tape.header).toMatchObject({ startedAt: '2026-01-01T10:00:00.000Z', host: 'site.example', appVersion: 'HAR from WebInspector 537.36' });
    expect(() => importHar('{"log": {"entries": [')).toThrow('the HAR is not valid JSON (corrupt or truncated)');
  });
});
