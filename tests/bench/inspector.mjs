// Section 'inspector' of tests/bench/run.mjs (issue 13): the machine inspector's cost per price tick
// into the bet slip while closed and while open, and none of it in a production build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS = 2_000;
const ROUNDS = 200;
/** Strings only the inspector (its UI, its hub's channel, elkjs) carries. */
const MARKERS = ['xstate-inspector', 'Machine Inspector', 'org.eclipse.elk', 'inspector.html', 'Statechart of'];

/**
 * One price tick into an open bet slip (the guard reads it, the context keeps it), timed with no
 * inspection, with the inspection hub and no inspector listening, and with one listening (every
 * step serialised and structured-cloned as BroadcastChannel would). Rounds alternate so drift
 * hits every variant alike. `kit` is run.mjs's helpers.
 */
export async function benchInspector(_browser, kit) {
  const { ROOT, BUILDS, table, fixed, avg, median, heading } = kit;
  heading('inspector', `Machine inspector: cost per price tick into the bet slip (${TICKS} ticks x ${ROUNDS} interleaved rounds per variant, Node)`);
  const { runnerImport } = await import('vite');
  const load = async (path) => (await runnerImport(join(ROOT, path), { root: ROOT, configFile: false, logLevel: 'error' })).module;
  const { betSlipMachine } = await load('machines/betSlip.machine.ts');
  const { createInspectionHub } = await load('machines/tools/inspectionHub.ts');
  const { createActor } = await import('xstate');

  const selection = {
    kind: 'ODDS', sportsName: 'Cricket', event: 'A v B', eventId: '4', legueId: '1', matchId: '9', marketId: '1.2',
    market: 'Match Odds', selectionId: '11', runnerName: 'A', side: 'back', inPlay: true, oddsReq: 1.85,
    runners: [{ selectionId: '11', runnerName: 'A' }, { selectionId: '22', runnerName: 'B' }],
  };
  const ticks = [1.84, 1.85, 1.86, 1.87].map((oddsReq) => ({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq } }));
  // Each variant's actor is created the way the app creates one: through the seam's hub, or not.
  const variants = {
    'no inspection': () => ({ actor: createActor(betSlipMachine) }),
    'inspector closed': () => {
      const hub = createInspectionHub({ channel: () => null });
      return { actor: hub.register(createActor(betSlipMachine)), hub };
    },
    'inspector open': () => {
      const channel = { postMessage: (m) => structuredClone(m), onmessage: null, close() {} };
      const hub = createInspectionHub({ channel: () => channel });
      const actor = hub.register(createActor(betSlipMachine));
      if (!channel.onmessage) throw new Error('the inspection hub did not open its channel on register');
      channel.onmessage({ data: { t: 'hello', inspector: 'bench' } });
      return { actor, hub };
    },
  };
  const actors = Object.fromEntries(
    Object.entries(variants).map(([name, make]) => {
      const { actor, hub } = make();
      actor.start();
      actor.send({ type: 'SELECT', selection, limits: { min: 100, max: 100_000 }, stake: 100 });
      return [name, { actor, hub }];
    }),
  );
  const perTick = Object.fromEntries(Object.keys(variants).map((n) => [n, []]));
  const entries = Object.entries(actors);
  // Warm-up rounds are not counted; then each round starts with the next variant, so none always runs first.
  for (let round = -20; round < ROUNDS; round++) {
    for (let k = 0; k < entries.length; k++) {
      const [name, { actor }] = entries[(k + Math.max(round, 0)) % entries.length];
      const started = process.hrtime.bigint();
      for (let i = 0; i < TICKS; i++) actor.send(ticks[i & 3]);
      if (round >= 0) perTick[name].push(Number(process.hrtime.bigint() - started) / TICKS);
    }
  }
  const closedObservers = actors['inspector closed'].hub.observed();
  const openObservers = actors['inspector open'].hub.observed();
  for (const { actor, hub } of Object.values(actors)) {
    actor.stop();
    hub?.dispose();
  }
  // The fastest tenth of the rounds: what the code costs, with the machine's other load filtered out.
  const quick = (xs) => avg([...xs].sort((a, b) => a - b).slice(0, Math.max(1, Math.floor(xs.length / 10))));
  const none = perTick['no inspection'];
  const base = quick(none);
  const noise = Math.abs(quick(none.filter((_, i) => i % 2 === 0)) - quick(none.filter((_, i) => i % 2 === 1)));
  table(
    ['variant', 'ns per tick', 'vs none', 'median round'],
    Object.entries(perTick).map(([name, xs]) => {
      const m = quick(xs);
      const d = m - base;
      return [name, fixed(m, 0), name === 'no inspection' ? '-' : `${d >= 0 ? '+' : ''}${fixed(d, 0)} ns (${fixed((d / base) * 100, 1)}%)`, `${fixed(median(xs), 0)} ns`];
    }),
  );
  console.info('  ns per tick = mean of the fastest 10% of rounds; median round beside it.');
  console.info(
    `  noise floor (no inspection, even rounds vs odd rounds): ${fixed(noise, 0)} ns; ` +
      `actor systems observed: closed ${closedObservers}, open ${openObservers}`,
  );

  // The production build (the simulated one, minified) carries none of it: no hub, no inspector UI, no elkjs.
  const dir = BUILDS.simulated.dir;
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|css|html)$/.test(entry.name)) files.push(path);
    }
  };
  walk(dir);
  const hits = files.filter((f) => MARKERS.some((m) => readFileSync(f, 'utf8').includes(m)));
  console.info(
    `  production build (${files.length} js/css/html files): inspector code in ${hits.length} file(s)` +
      (hits.length ? `: ${hits.map((f) => f.slice(dir.length + 1)).join(', ')}` : ''),
  );
  if (hits.length > 0) throw new Error(`inspector code in the production build: ${hits.map((f) => f.slice(dir.length + 1)).join(', ')}`);
}
