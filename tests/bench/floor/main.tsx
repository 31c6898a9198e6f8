// The bench's floor: a bare React page of the home page's shape (header, tabs, twenty match rows of
// six prices from the same back end, footer), built and served the same way, so Lighthouse figures
// of the app can be read against what React alone costs on this machine in the same run.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  matchId: string;
  eventName: string;
  prices: string[];
}

const API = import.meta.env.VITE_API_BASE as string;

async function load(): Promise<Row[]> {
  const res = await fetch(`${API}/v2/get-matches-by-eventid/4`, { headers: { d: window.location.host } });
  const body = (await res.json()) as {
    data: Array<{ matchId: string; eventName: string; matchOdds: Array<{ runners: Array<{ ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> } }> }> }>;
  };
  return body.data.slice(0, 20).map((m) => {
    const runners = m.matchOdds[0]?.runners ?? [];
    const prices = [0, 1, 2].flatMap((i) => [
      String(runners[i]?.ex.availableToBack[0]?.price ?? '-'),
      String(runners[i]?.ex.availableToLay[0]?.price ?? '-'),
    ]);
    return { matchId: m.matchId, eventName: m.eventName, prices };
  });
}

function App(): React.JSX.Element {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => void load().then(setRows, () => setRows([])), []);
  return (
    <>
      <header style={{ background: '#1b2a4a', color: '#fff', padding: '12px 16px', fontWeight: 700 }}>Exchange</header>
      <nav style={{ display: 'flex', gap: 12, padding: '8px 16px', borderBottom: '1px solid #ccc' }}>
        {['Cricket', 'Soccer', 'Tennis', 'Horse Racing', 'Casino'].map((t) => (
          <button key={t} type="button">
            {t}
          </button>
        ))}
      </nav>
      <main style={{ minHeight: 20 * 44, padding: '0 8px' }}>
        {(rows ?? []).map((r) => (
          <div key={r.matchId} style={{ display: 'flex', alignItems: 'center', height: 44, borderBottom: '1px solid #eee' }}>
            <span style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}>{r.eventName}</span>
            {r.prices.map((p, i) => (
              <span key={i} style={{ width: 44, textAlign: 'center', background: i % 2 ? '#f9c9d4' : '#a6d8ff' }}>
                {p}
              </span>
            ))}
          </div>
        ))}
      </main>
      <footer style={{ padding: 16, fontSize: 12 }}>18+ Gambling can be addictive. Please play responsibly.</footer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
