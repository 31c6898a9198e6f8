// Draws the local thumbnails of the lobby's static provider catalogues (one wide, one square SVG per entry, from catalogues.json) and of the video tables list (videoTables.json), then a WebP of each (scripts/raster-thumbnails.mjs): the lobby shows those.
// Run after editing the catalogue: node scripts/casino-thumbnails.mjs (it writes the tabs' index, catalogueTabs.json, too)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasterThumbnails } from './raster-thumbnails.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { providers } = JSON.parse(readFileSync(join(root, 'src/features/casino/lobby/catalogues.json'), 'utf8'));
// The tabs' index the lobby loads with itself (its games load with a provider's tab: src/features/casino/lobby/state.ts).
const tabs = { providers: providers.map((p) => ({ id: p.id, label: p.label, count: p.games.length })) };
writeFileSync(join(root, 'src/features/casino/lobby/catalogueTabs.json'), `${JSON.stringify(tabs, null, 2)}\n`);

/** Each provider's hue, so a tab's cards read as one family. */
const HUE = { 'royal-gaming': 275, ezugi: 200, evolution: 150, 'vivo-gaming': 25, spribe: 350, turbo: 190, sexy: 330, supernowa: 45, superspade: 225 };

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');
const r1 = (n) => Math.round(n * 10) / 10;

function motifOf(name) {
  const n = name.toLowerCase();
  if (/roulet|roullete/.test(n)) return 'wheel';
  if (/crazy|dream|monopoly|meter|spin|vortex|wheel/.test(n)) return 'fortune';
  if (/dice|sic bo|hi-lo|hi lo|coin|double roll/.test(n)) return 'dice';
  if (/aviator|aero|crash|rocket|limbo|javelin|jet/.test(n)) return 'plane';
  if (/mine|bomb|diver|tower|stairs|princess|hamsta|neko|fruit|bubble/.test(n)) return 'gem';
  if (/plinko|ball & ball/.test(n)) return 'plinko';
  if (/keno|lotter|number|mega ball|kbc|hot 5|hotline|trio|15/.test(n)) return 'balls';
  if (/goal|penalty|football|cricket|over|wicket|ball by ball|race|trap/.test(n)) return 'ball';
  if (/dragon tiger|d t l|casino war/.test(n)) return 'dt';
  if (/andar bahar|amar akbar|akbar romeo/.test(n)) return 'ab';
  if (/baccarat/.test(n)) return 'pb';
  if (/lucky 7|1 card|lucky 15/.test(n)) return 'seven';
  if (/32 cards|29 card|judgement|dus ka dum/.test(n)) return 'four';
  return 'cards';
}

const RANKS = ['A', 'K', 'Q', 'J', '10', '7', '9', '8'];
const SUITS = [['♥', '#c62828'], ['♠', '#1d1d1f'], ['♦', '#c62828'], ['♣', '#1d1d1f']];

function card(x, y, w, h, rot, i, label) {
  const [suit, colour] = SUITS[i % 4];
  const rank = label ?? RANKS[i % RANKS.length];
  return `<g transform="rotate(${rot} ${r1(x + w / 2)} ${r1(y + h)})"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w / 9)}" fill="#fbfaf6" stroke="#0003"/><text x="${r1(x + w * 0.14)}" y="${r1(y + h * 0.24)}" font-size="${r1(h * 0.19)}" font-weight="700" fill="${colour}">${rank}</text><text x="${r1(x + w / 2)}" y="${r1(y + h * 0.68)}" font-size="${r1(h * 0.38)}" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
}

function motif(kind, cx, cy, s, seed, accent) {
  switch (kind) {
    case 'wheel':
    case 'fortune': {
      const n = kind === 'wheel' ? 12 : 8;
      const R = 46 * s;
      let g = `<circle cx="${cx}" cy="${cy}" r="${r1(R + 5 * s)}" fill="#3b2414" stroke="${accent}" stroke-width="${r1(3 * s)}"/>`;
      for (let i = 0; i < n; i++) {
        const a0 = (i / n) * 2 * Math.PI, a1 = ((i + 1) / n) * 2 * Math.PI;
        const fill = kind === 'wheel' ? (i % 2 ? '#1d1d1f' : '#c62828') : `hsl(${(i * 45 + seed * 17) % 360} 75% 55%)`;
        g += `<path d="M${cx} ${cy}L${r1(cx + R * Math.cos(a0))} ${r1(cy + R * Math.sin(a0))}A${r1(R)} ${r1(R)} 0 0 1 ${r1(cx + R * Math.cos(a1))} ${r1(cy + R * Math.sin(a1))}Z" fill="${fill}"/>`;
      }
      return g + `<circle cx="${cx}" cy="${cy}" r="${r1(14 * s)}" fill="${accent}"/><circle cx="${r1(cx + 30 * s)}" cy="${r1(cy - 22 * s)}" r="${r1(5 * s)}" fill="#fff"/>`;
    }
    case 'dice': {
      const d = (x, y, rot, pips) => {
        const w = 46 * s;
        const spots = { 1: [[0.5, 0.5]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]], 5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]], 6: [[0.28, 0.22], [0.72, 0.22], [0.28, 0.5], [0.72, 0.5], [0.28, 0.78], [0.72, 0.78]] }[pips];
        return `<g transform="rotate(${rot} ${r1(x + w / 2)} ${r1(y + w / 2)})"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w)}" rx="${r1(9 * s)}" fill="#fbfaf6" stroke="#0003"/>${spots.map(([a, b]) => `<circle cx="${r1(x + a * w)}" cy="${r1(y + b * w)}" r="${r1(4.5 * s)}" fill="${pips === 1 ? '#c62828' : '#1d1d1f'}"/>`).join('')}</g>`;
      };
      return d(cx - 52 * s, cy - 28 * s, -12, [5, 3, 6][seed % 3]) + d(cx + 6 * s, cy - 18 * s, 10, [6, 1, 5][seed % 3]);
    }
    case 'plane':
      return `<path d="M${r1(cx - 80 * s)} ${r1(cy + 40 * s)}Q${r1(cx)} ${r1(cy + 34 * s)} ${r1(cx + 44 * s)} ${r1(cy - 26 * s)}" fill="none" stroke="${accent}" stroke-width="${r1(4 * s)}" stroke-linecap="round"/><path d="M${r1(cx - 80 * s)} ${r1(cy + 40 * s)}Q${r1(cx)} ${r1(cy + 34 * s)} ${r1(cx + 44 * s)} ${r1(cy - 26 * s)}L${r1(cx + 44 * s)} ${r1(cy + 40 * s)}Z" fill="${accent}" opacity=".18"/><g transform="translate(${r1(cx + 46 * s)} ${r1(cy - 30 * s)}) rotate(-35) scale(${s})"><path d="M-26 0L22 -4Q30 0 22 4Z" fill="#fff"/><path d="M-2 -2L-14 -22L-6 -22L10 -2Z" fill="#e11d48"/><path d="M-2 2L-14 22L-6 22L10 2Z" fill="#e11d48"/><path d="M-24 -1L-30 -11L-25 -11L-18 -1Z" fill="#e11d48"/></g>`;
    case 'gem': {
      let g = '';
      for (let i = 0; i < 9; i++) {
        const x = cx - 45 * s + (i % 3) * 31 * s, y = cy - 45 * s + Math.floor(i / 3) * 31 * s;
        const hit = (i * 7 + seed) % 5 === 0;
        g += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(27 * s)}" height="${r1(27 * s)}" rx="${r1(5 * s)}" fill="${hit ? '#1d1d1f' : '#ffffff22'}" stroke="#fff3"/>`;
        if (!hit) g += `<path d="M${r1(x + 13.5 * s)} ${r1(y + 5 * s)}L${r1(x + 22 * s)} ${r1(y + 12 * s)}L${r1(x + 13.5 * s)} ${r1(y + 22 * s)}L${r1(x + 5 * s)} ${r1(y + 12 * s)}Z" fill="${accent}"/>`;
        else g += `<circle cx="${r1(x + 13.5 * s)}" cy="${r1(y + 14 * s)}" r="${r1(7 * s)}" fill="#e11d48"/>`;
      }
      return g;
    }
    case 'plinko': {
      let g = '';
      for (let row = 0; row < 5; row++)
        for (let i = 0; i <= row; i++) g += `<circle cx="${r1(cx + (i - row / 2) * 20 * s)}" cy="${r1(cy - 44 * s + row * 20 * s)}" r="${r1(3.5 * s)}" fill="#fff"/>`;
      return g + `<circle cx="${r1(cx + 8 * s)}" cy="${r1(cy - 12 * s)}" r="${r1(7 * s)}" fill="${accent}"/>`;
    }
    case 'balls': {
      let g = '';
      for (let i = 0; i < 5; i++) {
        const x = cx + (i - 2) * 30 * s, y = cy + (i % 2 ? 14 : -14) * s;
        g += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(16 * s)}" fill="hsl(${(i * 70 + seed * 29) % 360} 70% 52%)"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(9 * s)}" fill="#fff"/><text x="${r1(x)}" y="${r1(y + 4 * s)}" font-size="${r1(11 * s)}" font-weight="700" text-anchor="middle" fill="#1d1d1f">${((seed * 13 + i * 17) % 80) + 1}</text>`;
      }
      return g;
    }
    case 'ball':
      return `<circle cx="${cx}" cy="${cy}" r="${r1(40 * s)}" fill="#fbfaf6"/><path d="M${r1(cx - 14 * s)} ${r1(cy - 38 * s)}Q${r1(cx + 10 * s)} ${cy} ${r1(cx - 14 * s)} ${r1(cy + 38 * s)}M${r1(cx + 14 * s)} ${r1(cy - 38 * s)}Q${r1(cx - 10 * s)} ${cy} ${r1(cx + 14 * s)} ${r1(cy + 38 * s)}" fill="none" stroke="#c62828" stroke-width="${r1(3 * s)}" stroke-dasharray="${r1(4 * s)} ${r1(3 * s)}"/>`;
    default: {
      // Card games: the hand the game deals, labelled the way its table is (D/T, A/B, P/B, a lone 7 ...).
      const w = 54 * s, h = 76 * s;
      const labels = kind === 'dt' ? ['D', 'T'] : kind === 'ab' ? ['A', 'B'] : kind === 'pb' ? ['P', 'B'] : kind === 'seven' ? ['7'] : kind === 'four' ? ['8', '9', '10', 'J'] : [undefined, undefined, undefined];
      const n = labels.length;
      const step = n === 1 ? 0 : n === 4 ? 30 * s : 40 * s;
      return labels
        .map((l, i) => card(cx - w / 2 + (i - (n - 1) / 2) * step, cy - h / 2 - (i === Math.floor(n / 2) && n === 3 ? 8 * s : 2 * s), w, h, n === 1 ? 0 : (i - (n - 1) / 2) * (n === 4 ? 6 : 9), seed + i, l))
        .join('');
    }
  }
}

function thumb({ name, provider, hue, seed, w, h }) {
  // No name on the picture: the lobby card captions it, so a player never reads it twice.
  const s = h / 200;
  const accent = `hsl(${(hue + 40) % 360} 90% 62%)`;
  const light = 28 + (seed % 4) * 4;
  const cy = r1(h * 0.52);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(name)}" font-family="system-ui,Segoe UI,Roboto,sans-serif"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% ${light}%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% 9%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w / 2}" cy="${cy}" r="${r1(h * 0.36)}" fill="hsl(${hue} 70% 70% / .14)"/>${motif(motifOf(name), w / 2, cy, s * 1.15, seed, accent)}<text x="${r1(w - 20 * s)}" y="${r1(26 * s)}" text-anchor="end" font-size="${r1(10 * s)}" font-weight="800" letter-spacing="1" fill="#fffa">${esc(provider)}</text></svg>\n`;
}

const out = join(root, 'public/assets/casino/providers');
let count = 0;
for (const p of providers) {
  p.games.forEach((g, i) => {
    // The provider's hue, turned a little per game, so a tab reads as one family without looking like one card repeated.
    const hue = ((HUE[p.id] ?? 210) + ((i * 47) % 110) - 55 + 360) % 360;
    for (const [url, w, h] of [[g.thumbUrl, 320, 200], [g.tamannahSquareThumbUrl, 240, 240]]) {
      const file = join(root, 'public', url.replace(/\.webp$/, '.svg'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, thumb({ name: g.name, provider: p.label, hue, seed: i, w, h }));
      count++;
    }
  });
}
// The Ezugi entry the lobby appends to the live list (Coming Soon).
for (const [file, w, h] of [['ezugi.svg', 320, 200], ['ezugi-square.svg', 240, 240]]) {
  writeFileSync(join(out, file), thumb({ name: 'Ezugi', provider: 'EZUGI', hue: HUE.ezugi, seed: 1, w, h }));
  count++;
}
const { tables } = JSON.parse(readFileSync(join(root, 'src/features/casino/list/videoTables.json'), 'utf8'));
tables.forEach((t, i) => {
  const file = join(root, 'public', t.thumbUrl.replace(/\.webp$/, '.svg'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, thumb({ name: t.name, provider: 'LIVE VIDEO', hue: 160 + i * 120, seed: i + 2, w: 320, h: 200 }));
  count++;
});
console.log(`wrote ${count} thumbnails under public/assets/casino/providers/`);
// What the lobby shows: each drawing as a WebP beside it.
console.info(`and ${await rasterThumbnails()} WebPs of them (and of the live list's) under public/assets/casino/`);
