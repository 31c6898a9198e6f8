// The animated field behind the simulated TV picture: a cricket ground, soccer pitch, tennis court or race track, moved by SVG animation.
import type { LiveFeed } from '../../../streams/frames/scoreFrameFeed';

function CricketGround(): React.JSX.Element {
  return (
    <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Cricket ground">
      <defs>
        <radialGradient id="tv-grass" cx="50%" cy="50%" r="60%">
          <stop offset="0" stopColor="#5cb85c" />
          <stop offset="1" stopColor="#1e6b2a" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill="#0c2b14" />
      <ellipse cx="320" cy="180" rx="300" ry="170" fill="url(#tv-grass)" />
      <ellipse cx="320" cy="180" rx="150" ry="90" fill="none" stroke="#fff" strokeOpacity="0.35" strokeDasharray="8 6" />
      <rect x="305" y="130" width="30" height="100" fill="#cdb57c" />
      <rect x="312" y="128" width="16" height="4" fill="#fff" />
      <rect x="312" y="228" width="16" height="4" fill="#fff" />
      {[
        [120, 90],
        [520, 100],
        [160, 270],
        [470, 280],
        [320, 40],
        [240, 190],
        [420, 170],
        [560, 200],
        [90, 190],
      ].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="6" fill="#e3f2fd" stroke="#0d47a1" strokeWidth="2">
          <animate attributeName="cx" values={`${x};${x! + 8};${x}`} dur={`${3 + (i % 3)}s`} repeatCount="indefinite" />
        </circle>
      ))}
      <circle r="5" fill="#d32f2f">
        <animateMotion dur="2.8s" repeatCount="indefinite" path="M320 226 L320 140 Q420 90 560 60" />
      </circle>
      <rect x="314" y="214" width="12" height="20" rx="3" fill="#ffeb3b" />
    </svg>
  );
}

function SoccerPitch(): React.JSX.Element {
  return (
    <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Soccer pitch">
      <rect width="640" height="360" fill="#2e8b3a" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x={i * 80} width="40" height="360" fill="#34a043" />
      ))}
      <g fill="none" stroke="#fff" strokeWidth="3" strokeOpacity="0.9">
        <rect x="20" y="20" width="600" height="320" />
        <line x1="320" y1="20" x2="320" y2="340" />
        <circle cx="320" cy="180" r="48" />
        <rect x="20" y="110" width="70" height="140" />
        <rect x="550" y="110" width="70" height="140" />
      </g>
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={`h${i}`} r="7" fill="#1565c0" stroke="#fff" strokeWidth="2">
          <animateMotion dur={`${5 + i}s`} repeatCount="indefinite" path={`M${140 + i * 40} ${80 + i * 50} q60 -30 120 10 t-100 40 z`} />
        </circle>
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={`a${i}`} r="7" fill="#c62828" stroke="#fff" strokeWidth="2">
          <animateMotion dur={`${6 + i}s`} repeatCount="indefinite" path={`M${480 - i * 40} ${90 + i * 48} q-60 30 -120 -10 t100 -40 z`} />
        </circle>
      ))}
      <circle r="5" fill="#fff" stroke="#222">
        <animateMotion dur="4s" repeatCount="indefinite" path="M320 180 C400 120 480 220 400 260 S240 140 320 180" />
      </circle>
    </svg>
  );
}

function TennisCourt(): React.JSX.Element {
  return (
    <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Tennis court">
      <rect width="640" height="360" fill="#2e7d32" />
      <polygon points="190,30 450,30 560,330 80,330" fill="#1565c0" />
      <g fill="none" stroke="#fff" strokeWidth="3">
        <polygon points="190,30 450,30 560,330 80,330" />
        <line x1="220" y1="30" x2="130" y2="330" />
        <line x1="420" y1="30" x2="510" y2="330" />
        <line x1="320" y1="80" x2="320" y2="270" />
        <line x1="205" y1="80" x2="435" y2="80" />
        <line x1="150" y1="270" x2="490" y2="270" />
      </g>
      <rect x="100" y="168" width="440" height="6" fill="#eee" />
      <circle r="6" fill="#d4e157">
        <animateMotion dur="2.2s" repeatCount="indefinite" path="M300 300 Q330 120 360 60 Q330 160 300 300" />
      </circle>
    </svg>
  );
}

function RaceTrack(): React.JSX.Element {
  return (
    <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Race track">
      <rect width="640" height="360" fill="#3e7b27" />
      <rect x="40" y="40" width="560" height="280" rx="140" fill="#8d6e4a" />
      <rect x="110" y="110" width="420" height="140" rx="70" fill="#3e7b27" />
      <rect x="40" y="40" width="560" height="280" rx="140" fill="none" stroke="#fff" strokeWidth="3" />
      {['#e53935', '#1e88e5', '#fdd835', '#8e24aa', '#fb8c00', '#00897b'].map((c, i) => (
        <circle key={c} r="7" fill={c} stroke="#fff" strokeWidth="2">
          <animateMotion
            dur={`${9 + i * 0.35}s`}
            repeatCount="indefinite"
            path={`M320 ${286 - i * 6} H460 A${106 - i * 6} ${106 - i * 6} 0 0 0 460 ${74 + i * 6} H180 A${106 - i * 6} ${106 - i * 6} 0 0 0 180 ${286 - i * 6} Z`}
          />
        </circle>
      ))}
    </svg>
  );
}

export function Pitch({ kind }: { kind: LiveFeed['kind'] }): React.JSX.Element {
  switch (kind) {
    case 'cricket':
      return <CricketGround />;
    case 'soccer':
      return <SoccerPitch />;
    case 'tennis':
      return <TennisCourt />;
    case 'race':
      return <RaceTrack />;
  }
}
