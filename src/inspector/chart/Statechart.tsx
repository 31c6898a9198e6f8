// A statechart as SVG from its layout: nested and parallel states, labelled transitions, the active states lit, the last transition animated, never-covered transitions marked. The docs render it too.
import { memo } from 'react';
import type { MachineGraph } from '../../../machines/tools/graph';
import type { ChartLayout, EdgePath, StateBox } from './layout';

export interface StatechartProps {
  graph: MachineGraph;
  layout: ChartLayout;
  theme?: 'dark' | 'light';
  /** Active state ids. */
  active?: ReadonlySet<string>;
  /** Transition ids of the step just shown, and a counter that restarts their animation. */
  taken?: { ids: readonly string[]; key: number };
  /** Transition ids the tests took; when given, the others are marked as never taken. */
  covered?: ReadonlySet<string> | null;
  /** Text added to a delayed transition's label (the resolved delay, a countdown). */
  delays?: Readonly<Record<string, string>>;
  /** Unique per page, for the arrow markers. */
  uid?: string;
  onStateClick?: (id: string) => void;
}

const CSS = `
.sc{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-size:11.5px}
.sc-dark{--bg:#0d1117;--fill:#161b26;--fill2:#111722;--stroke:#3b4556;--text:#e6edf3;--muted:#8b98a9;--edge:#6b7a90;--lbg:#0d1117;--act:#1c3f7a;--actstroke:#58a6ff;--acttext:#ffffff;--hot:#f5b83d;--never:#ff7b72}
.sc-light{--bg:#ffffff;--fill:#f6f8fa;--fill2:#eef1f5;--stroke:#8c959f;--text:#1f2328;--muted:#57606a;--edge:#6e7781;--lbg:#ffffff;--act:#ddf4ff;--actstroke:#0969da;--acttext:#0a3069;--hot:#bf8700;--never:#cf222e}
.sc-bg{fill:var(--bg)}
.sc-state>rect.sc-box{fill:var(--fill);stroke:var(--stroke);stroke-width:1.2}
.sc-state.sc-compound>rect.sc-box{fill:var(--fill2)}
.sc-state.sc-region>rect.sc-box{stroke-dasharray:5 4}
.sc-state.sc-final>rect.sc-inner{fill:none;stroke:var(--stroke)}
.sc-state.sc-on>rect.sc-box{stroke:var(--actstroke);stroke-width:2}
.sc-state.sc-atomic.sc-on>rect.sc-box,.sc-state.sc-final.sc-on>rect.sc-box{fill:var(--act)}
.sc-title{fill:var(--text);font-weight:700;font-size:12.5px}
.sc-on>.sc-title{fill:var(--acttext)}
.sc-kind{fill:var(--muted);font-size:10px}
.sc-row{fill:var(--muted)}
.sc-row.sc-never{fill:var(--never);text-decoration:line-through}
.sc-row.sc-hot{fill:var(--hot);font-weight:700}
.sc-sep{stroke:var(--stroke);stroke-width:1}
.sc-edge{fill:none;stroke:var(--edge);stroke-width:1.4}
.sc-edge.sc-never{stroke:var(--never);stroke-dasharray:4 4;opacity:.85}
.sc-edge.sc-hot{stroke:var(--hot);stroke-width:2.6;stroke-dasharray:8 6;animation:sc-flow .6s linear 3,sc-glow 2.4s ease-out 1 forwards}
.sc-init{fill:var(--text)}
.sc-label rect{fill:var(--lbg);stroke:none;opacity:.92}
.sc-label text{fill:var(--text)}
.sc-label .sc-guard{fill:var(--muted)}
.sc-label.sc-never text{fill:var(--never)}
.sc-label.sc-hot text{fill:var(--hot);font-weight:700}
.sc-arrow{fill:var(--edge)}
.sc-arrow-hot{fill:var(--hot)}
.sc-arrow-never{fill:var(--never)}
.sc-clickable{cursor:pointer}
@keyframes sc-flow{to{stroke-dashoffset:-28}}
@keyframes sc-glow{0%{stroke-width:4}100%{stroke-width:2.6}}
@media (prefers-reduced-motion:reduce){.sc-edge.sc-hot{animation:none}}
`;

function pathOf(edge: EdgePath): string {
  return edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

function kindText(box: StateBox): string | null {
  if (box.state.type === 'parallel') return 'parallel';
  if (box.state.type === 'final') return 'final';
  if (box.state.type === 'history') return 'history';
  return null;
}

function StateShape({
  box,
  on,
  regionOfParallel,
  hot,
  covered,
  onClick,
}: {
  box: StateBox;
  on: boolean;
  regionOfParallel: boolean;
  hot: ReadonlySet<string>;
  covered: ReadonlySet<string> | null;
  onClick: ((id: string) => void) | undefined;
}) {
  const { state } = box;
  const compound = state.children.length > 0;
  const classes = [
    'sc-state',
    compound ? 'sc-compound' : state.type === 'final' ? 'sc-final' : 'sc-atomic',
    regionOfParallel ? 'sc-region' : '',
    on ? 'sc-on' : '',
    onClick ? 'sc-clickable' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const kind = kindText(box);
  const rowsTop = box.y + 34;
  return (
    <g
      className={classes}
      data-state={state.id}
      data-active={on ? 'true' : undefined}
      onClick={onClick ? () => onClick(state.id) : undefined}
    >
      <title>{state.id}</title>
      <rect className="sc-box" x={round(box.x)} y={round(box.y)} width={round(box.width)} height={round(box.height)} rx={compound ? 10 : 8} />
      {state.type === 'final' ? (
        <rect className="sc-inner" x={round(box.x + 3)} y={round(box.y + 3)} width={round(box.width - 6)} height={round(box.height - 6)} rx={6} />
      ) : null}
      <text className="sc-title" x={round(box.x + 12)} y={round(box.y + 20)}>
        {state.key || state.id}
      </text>
      {kind ? (
        <text className="sc-kind" x={round(box.x + box.width - 10)} y={round(box.y + 19)} textAnchor="end">
          {kind}
        </text>
      ) : null}
      {box.rows.length > 0 ? <line className="sc-sep" x1={round(box.x)} x2={round(box.x + box.width)} y1={round(box.y + 28)} y2={round(box.y + 28)} /> : null}
      {box.rows.map((row, i) => {
        const id = row.transitionId;
        const rowClass = [
          'sc-row',
          id && hot.has(id) ? 'sc-hot' : '',
          id && covered && !covered.has(id) ? 'sc-never' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <text key={`${row.text}-${i}`} className={rowClass} data-transition={id} x={round(box.x + 12)} y={round(rowsTop + i * 17 + 6)}>
            {row.kind === 'invoke' ? '⟳ ' : '↺ '}
            {row.text}
          </text>
        );
      })}
    </g>
  );
}

export const Statechart = memo(function Statechart({
  graph,
  layout,
  theme = 'dark',
  active,
  taken,
  covered = null,
  delays,
  uid = 'sc',
  onStateClick,
}: StatechartProps) {
  const hot = new Set(taken?.ids ?? []);
  const activeSet = active ?? new Set<string>();
  const parallelIds = new Set(graph.states.filter((s) => s.type === 'parallel').map((s) => s.id));
  const states = [...layout.states].sort((a, b) => a.depth - b.depth);
  const transitions = new Map(graph.transitions.map((t) => [t.id, t]));
  const edgeClass = (e: EdgePath) => {
    if (e.initial) return '';
    if (hot.has(e.transitionId)) return 'sc-hot';
    if (covered && !covered.has(e.transitionId)) return 'sc-never';
    return '';
  };
  const markerOf = (cls: string) => `url(#${uid}-arrow${cls === 'sc-hot' ? '-hot' : cls === 'sc-never' ? '-never' : ''})`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={`sc sc-${theme}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={`Statechart of ${graph.id}`}
      data-machine={graph.id}
    >
      <style dangerouslySetInnerHTML={{ __html: CSS }} />
      <defs>
        {(['', '-hot', '-never'] as const).map((suffix) => (
          <marker key={suffix} id={`${uid}-arrow${suffix}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
            <path className={`sc-arrow${suffix}`} d="M0 0 L10 5 L0 10 z" />
          </marker>
        ))}
      </defs>
      <rect className="sc-bg" x={0} y={0} width={layout.width} height={layout.height} />
      {states.map((box) => (
        <StateShape
          key={box.id}
          box={box}
          on={activeSet.has(box.id)}
          regionOfParallel={box.state.parent !== null && parallelIds.has(box.state.parent)}
          hot={hot}
          covered={covered}
          onClick={onStateClick}
        />
      ))}
      {layout.initials.map((p, i) => (
        <circle key={i} className="sc-init" cx={round(p.x)} cy={round(p.y)} r={4.5} />
      ))}
      {layout.edges.map((e) => {
        const cls = edgeClass(e);
        return (
          <path
            key={cls === 'sc-hot' ? `${e.key}@${taken?.key ?? 0}` : e.key}
            className={`sc-edge ${cls}`.trim()}
            data-transition={e.initial ? undefined : e.transitionId}
            d={pathOf(e)}
            markerEnd={markerOf(cls)}
          />
        );
      })}
      {layout.edges.map((e) => {
        if (!e.label) return null;
        const cls = edgeClass(e);
        const t = transitions.get(e.transitionId);
        const extra = delays?.[e.transitionId];
        const lines = extra ? [`${e.label.lines[0]} · ${extra}`, ...e.label.lines.slice(1)] : e.label.lines;
        const width = Math.max(e.label.width, ...lines.map((l) => l.length * 6.9 + 12));
        return (
          <g key={`${e.key}-label`} className={`sc-label ${cls}`.trim()} data-label={e.transitionId}>
            {t && t.actions.length > 0 ? <title>{`actions: ${t.actions.join(', ')}`}</title> : null}
            <rect x={round(e.label.x - 2)} y={round(e.label.y - 1)} width={round(width)} height={round(e.label.height)} rx={4} />
            {lines.map((line, i) => (
              <text key={i} className={i === 0 ? 'sc-event' : 'sc-guard'} x={round(e.label!.x + 4)} y={round(e.label!.y + 12 + i * 14)}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
});
