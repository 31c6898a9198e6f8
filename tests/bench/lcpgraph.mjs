// Reads a saved Lighthouse run (LH_SAVE_DIR: report, trace, network log) back through Lantern and
// prints what its simulated LCP is made of: the nodes of the pessimistic and optimistic LCP graphs
// that end last, with their simulated start and end. Which request or task sets the LCP, to know
// what to move. Usage: node tests/bench/lcpgraph.mjs <dir>/<page>-<n>
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const base = process.argv[2];
const lhr = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
const trace = JSON.parse(readFileSync(`${base}.trace.json`, 'utf8'));
const devtoolsLog = JSON.parse(readFileSync(`${base}.devtools.json`, 'utf8'));
const settings = { ...defaultSettings, ...lhr.configSettings };
const url = lhr.finalDisplayedUrl;
const data = {
  trace,
  devtoolsLog,
  settings,
  gatherContext: { gatherMode: 'navigation' },
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  SourceMaps: [],
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
console.info(`LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
const describe = (node) =>
  node.type === 'network'
    ? `${node.request.resourceType ?? ''} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
    : `CPU task ${Math.round(node.duration / 1000)} ms observed at ${Math.round((node.startTime - result.pessimisticGraph.getRootNode().startTime) / 1000)} ms` +
      ` (${[...new Set(node.childEvents.map((e) => e.name))].filter((n) => /Evaluate|FunctionCall|XHR|Layout|Paint|Timer|Parse/.test(n)).slice(0, 6).join(' ')})`;
for (const [name, estimate] of [['pessimistic', result.pessimisticEstimate], ['optimistic', result.optimisticEstimate]]) {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  console.info(`-- ${name}: ${rows.length} nodes; in the order they end (simulated ms)`);
  for (const [node, t] of rows) console.info(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`);
}
