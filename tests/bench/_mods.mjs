import { bytesBySource } from './sourcemaps.mjs';
import { readdirSync } from 'node:fs';
const dir = '/tmp/exchange-client-bench/operator/assets/';
const want = process.argv.slice(2);
const m = new Map();
for (const f of readdirSync(dir).filter(f => f.endsWith('.js') && want.some(w => f.startsWith(w)))) for (const [k, v] of bytesBySource(dir + f)) m.set(k, (m.get(k) ?? 0) + v);
console.log([...m].sort((a,b)=>b[1]-a[1]).filter(([k])=>!k.includes('node_modules')).map(([k,v])=>`${(v/1024).toFixed(1)} ${k}`).join('\n'));
