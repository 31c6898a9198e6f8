// The live scoreboard of one sport's feed: a full cricket card, or a compact soccer, tennis or race line.
import { styled } from '@linaria/react';
import { oversOf, tennisPoint, type CricketFeed, type LiveFeed, type RaceFeed, type SoccerFeed, type TennisFeed } from '../../../streams/frames/scoreFrameFeed';

const strikeRate = (runs: number, balls: number): string => (balls === 0 ? '0.0' : ((runs * 100) / balls).toFixed(1));
const runRate = (runs: number, balls: number): string => (balls === 0 ? '0.00' : ((runs * 6) / balls).toFixed(2));

function CricketCard({ feed }: { feed: CricketFeed }): React.JSX.Element {
  const need = Math.max(0, feed.target - feed.runs);
  const left = Math.max(0, 120 - feed.balls);
  return (
    <Board data-kind="cricket">
      <div className="head">
        <div className="team">
          <span className="live">LIVE</span>
          <strong>{feed.batting}</strong>
          <span className="vs">v {feed.bowling}</span>
        </div>
        <div className="score" aria-label="Score">
          {feed.runs}/{feed.wickets} <small>({oversOf(feed.balls)})</small>
        </div>
      </div>
      <div className="rates">
        <span>CRR {runRate(feed.runs, feed.balls)}</span>
        <span>Target {feed.target}</span>
        <span>
          Need {need} from {left}
        </span>
        <span>RRR {runRate(need, left)}</span>
      </div>
      <table>
        <thead>
          <tr>
            <th>Batter</th>
            <th>R</th>
            <th>B</th>
            <th>4s</th>
            <th>6s</th>
            <th>SR</th>
          </tr>
        </thead>
        <tbody>
          {[feed.striker, feed.nonStriker].map((b, i) => (
            <tr key={i}>
              <td>
                {b.name}
                {i === 0 ? ' *' : ''}
              </td>
              <td>{b.runs}</td>
              <td>{b.balls}</td>
              <td>{b.fours}</td>
              <td>{b.sixes}</td>
              <td>{strikeRate(b.runs, b.balls)}</td>
            </tr>
          ))}
        </tbody>
        <thead>
          <tr>
            <th>Bowler</th>
            <th>O</th>
            <th>R</th>
            <th>W</th>
            <th colSpan={2}>Econ</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{feed.bowler.name}</td>
            <td>{oversOf(feed.bowler.balls)}</td>
            <td>{feed.bowler.runs}</td>
            <td>{feed.bowler.wickets}</td>
            <td colSpan={2}>{runRate(feed.bowler.runs, feed.bowler.balls)}</td>
          </tr>
        </tbody>
      </table>
      <div className="over">
        <span className="label">This over</span>
        {feed.thisOver.map((ball, i) => (
          <span key={i} className="ball" data-ball={ball}>
            {ball === '0' ? '•' : ball}
          </span>
        ))}
        <span className="caption">{feed.last}</span>
      </div>
      {feed.commentary.length > 0 && (
        <ol className="commentary" aria-label="Commentary">
          {feed.commentary.map((c, i) => (
            <li key={`${c.over}-${i}`}>
              <span className="ov">{c.over}</span>
              {c.text}
            </li>
          ))}
        </ol>
      )}
    </Board>
  );
}

function SoccerLine({ feed }: { feed: SoccerFeed }): React.JSX.Element {
  return (
    <Board data-kind="soccer">
      <div className="line">
        <strong className="side">{feed.home}</strong>
        <span className="goals" aria-label="Score">
          {feed.goals[0]} - {feed.goals[1]}
        </span>
        <strong className="side right">{feed.away}</strong>
      </div>
      <div className="clock">
        <span className="live">LIVE</span> {feed.minute}'
      </div>
      <div className="bar" aria-label={`Possession ${feed.possession}%`}>
        <span style={{ width: `${feed.possession}%` }} />
      </div>
      <div className="stats">
        <span>Shots {feed.shots[0]} - {feed.shots[1]}</span>
        <span>Corners {feed.corners[0]} - {feed.corners[1]}</span>
        <span>Cards {feed.cards[0]} - {feed.cards[1]}</span>
      </div>
      <div className="caption">{feed.last}</div>
    </Board>
  );
}

function TennisLine({ feed }: { feed: TennisFeed }): React.JSX.Element {
  return (
    <Board data-kind="tennis">
      <table className="tennis">
        <tbody>
          {feed.players.map((p, i) => (
            <tr key={p}>
              <td className="player">
                {feed.server === i ? <span className="serve" aria-label="Serving" /> : null}
                {p}
              </td>
              {feed.sets.map((s, j) => (
                <td key={j} className="set">
                  {s[i]}
                </td>
              ))}
              <td className="points">{tennisPoint(feed.points[i as 0 | 1])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="caption">
        <span className="live">LIVE</span> {feed.last}
      </div>
    </Board>
  );
}

function RaceLine({ feed }: { feed: RaceFeed }): React.JSX.Element {
  return (
    <Board data-kind="race">
      <div className="line">
        <strong className="side">{feed.title}</strong>
        <span className="goals">{feed.remaining}m</span>
      </div>
      <ol className="order">
        {feed.order.slice(0, 3).map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ol>
      <div className="caption">
        <span className="live">LIVE</span> {feed.last}
      </div>
    </Board>
  );
}

export function Scoreboard({ feed }: { feed: LiveFeed }): React.JSX.Element {
  switch (feed.kind) {
    case 'cricket':
      return <CricketCard feed={feed} />;
    case 'soccer':
      return <SoccerLine feed={feed} />;
    case 'tennis':
      return <TennisLine feed={feed} />;
    case 'race':
      return <RaceLine feed={feed} />;
  }
}

const Board = styled.div`
  font-family: var(--font);
  color: #eef3ff;
  background: linear-gradient(160deg, #0f2444 0%, #132e57 55%, #0b1a33 100%);
  padding: 10px 12px;
  font-size: 12.5px;
  line-height: 1.35;

  .live {
    display: inline-block;
    padding: 1px 5px;
    margin-right: 6px;
    border-radius: 3px;
    background: #e53935;
    color: #fff;
    font-size: 10px;
    font-weight: 800;
    letter-spacing: 0.08em;
    animation: board-pulse 1.6s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .live {
      animation: none;
    }
  }
  @keyframes board-pulse {
    50% {
      opacity: 0.55;
    }
  }

  .head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  .team strong {
    font-size: 15px;
  }
  .vs {
    margin-left: 6px;
    opacity: 0.7;
  }
  .score,
  .goals {
    font-size: 24px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .score small {
    font-size: 13px;
    font-weight: 600;
    opacity: 0.8;
  }
  .rates,
  .stats {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 4px 0 8px;
    color: #b9c7e3;
    font-size: 11.5px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 3px 4px;
    text-align: right;
    border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  th {
    color: #8fa3c9;
    font-weight: 600;
    font-size: 11px;
  }
  .over {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 5px;
    margin-top: 8px;
  }
  .over .label {
    color: #8fa3c9;
    font-size: 11px;
    margin-right: 2px;
  }
  .ball {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 22px;
    height: 22px;
    padding: 0 4px;
    border-radius: 11px;
    background: rgba(255, 255, 255, 0.12);
    font-weight: 700;
    font-size: 11px;
  }
  .ball[data-ball='4'] {
    background: #1e88e5;
  }
  .ball[data-ball='6'] {
    background: #8e24aa;
  }
  .ball[data-ball='W'] {
    background: #e53935;
  }
  .caption {
    margin-left: auto;
    font-weight: 700;
    color: #ffd54f;
  }
  &[data-kind='soccer'] .caption,
  &[data-kind='tennis'] .caption,
  &[data-kind='race'] .caption {
    margin-top: 4px;
  }

  .line {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
  }
  .side {
    flex: 1;
    font-size: 14px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .side.right {
    text-align: right;
  }
  .clock {
    text-align: center;
    font-weight: 700;
    margin-top: 2px;
  }
  .bar {
    height: 5px;
    margin-top: 6px;
    border-radius: 3px;
    background: #ef5350;
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: #42a5f5;
    transition: width 600ms ease;
  }

  .tennis td {
    font-size: 14px;
    padding: 5px 6px;
  }
  .tennis .player {
    font-weight: 700;
  }
  .tennis .points {
    color: #ffd54f;
    font-weight: 800;
    width: 40px;
  }
  .serve {
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 6px;
    border-radius: 50%;
    background: #d4e157;
  }
  .commentary {
    list-style: none;
    margin: 8px 0 0;
    padding: 6px 0 0;
    border-top: 1px solid rgba(255, 255, 255, 0.1);
    font-size: 11.5px;
    color: #cfd9ee;
  }
  .commentary li {
    display: flex;
    gap: 8px;
    padding: 2px 0;
  }
  .commentary li:first-child {
    color: #fff;
    font-weight: 700;
  }
  .ov {
    min-width: 30px;
    color: #8fa3c9;
    font-variant-numeric: tabular-nums;
  }
  .order {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`;
