// The statechart on a pannable, zoomable canvas: drag to pan, wheel or buttons to zoom, Fit to see it whole. Layouts are computed once per machine.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MachineGraph } from '../../machines/tools/graph';
import { layoutMachine, type ChartLayout } from './chart/layout';
import { Statechart, type StatechartProps } from './chart/Statechart';

const layouts = new Map<MachineGraph['id'], Promise<ChartLayout>>();
const layoutFor = (graph: MachineGraph) => {
  const key = `${graph.id}:${graph.transitions.length}:${graph.states.length}`;
  let p = layouts.get(key);
  if (!p) {
    p = layoutMachine(graph);
    layouts.set(key, p);
  }
  return p;
};

interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_K = 0.2;
/** Below this scale the labels cannot be read. */
const READABLE_K = 0.5;
const MAX_K = 3;
const clampK = (k: number) => Math.min(MAX_K, Math.max(MIN_K, k));

export function ChartView({
  graph,
  overlay,
  ...chart
}: Omit<StatechartProps, 'layout'> & { overlay?: ReactNode }): React.JSX.Element {
  const [laidOut, setLaidOut] = useState<{ graph: MachineGraph; layout: ChartLayout } | null>(null);
  const layout = laidOut?.graph === graph ? laidOut.layout : null;
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; vx: number; vy: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    let live = true;
    layoutFor(graph).then(
      (l) => live && setLaidOut({ graph, layout: l }),
      (err: unknown) => console.error('[inspector] layout failed', err),
    );
    return () => {
      live = false;
    };
  }, [graph]);

  const fit = useCallback(() => {
    const el = box.current;
    if (!el || !layout) return;
    const pad = 24;
    const top = 52;
    const w = el.clientWidth - 2 * pad;
    const h = el.clientHeight - top - 48;
    const k = clampK(Math.min(w / layout.width, h / layout.height, 1.25));
    setView({ k, x: (el.clientWidth - layout.width * k) / 2, y: top + Math.max(0, (h - layout.height * k) / 2) });
  }, [layout]);

  // The first view of a chart: whole when it reads at that size, else readable and centred on the
  // deepest active state (a wide chart in a narrow window).
  const activeIds = chart.active;
  const focus = useCallback(() => {
    const el = box.current;
    if (!el || !layout) return;
    const k = Math.min((el.clientWidth - 48) / layout.width, (el.clientHeight - 100) / layout.height, 1.25);
    const target = layout.states.filter((s) => activeIds?.has(s.id)).sort((a, b) => b.depth - a.depth)[0];
    if (k >= READABLE_K || !target) return fit();
    const kk = READABLE_K + 0.1;
    setView({
      k: kk,
      x: el.clientWidth / 2 - (target.x + target.width / 2) * kk,
      y: (el.clientHeight + 40) / 2 - (target.y + target.height / 2) * kk,
    });
    // Only when a chart is first shown or the window changes size, not on every step.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, fit]);

  useLayoutEffect(focus, [focus]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => focus());
    observer.observe(el);
    return () => observer.disconnect();
  }, [focus]);

  const zoomAt = useCallback((factor: number, cx: number, cy: number) => {
    setView((v) => {
      const k = clampK(v.k * factor);
      const r = k / v.k;
      return { k, x: cx - (cx - v.x) * r, y: cy - (cy - v.y) * r };
    });
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const center = () => {
    const el = box.current;
    return el ? { cx: el.clientWidth / 2, cy: el.clientHeight / 2 } : { cx: 0, cy: 0 };
  };

  return (
    <>
      <div
        ref={box}
        className={`xi-canvas${dragging ? ' dragging' : ''}`}
        data-testid="inspector-canvas"
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y };
          (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
          setDragging(true);
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d) return;
          setView((v) => ({ ...v, x: d.vx + e.clientX - d.x, y: d.vy + e.clientY - d.y }));
        }}
        onPointerUp={() => {
          drag.current = null;
          setDragging(false);
        }}
        onPointerCancel={() => {
          drag.current = null;
          setDragging(false);
        }}
      >
        {layout ? (
          <div className="xi-stage" style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}>
            <Statechart graph={graph} layout={layout} {...chart} />
          </div>
        ) : (
          <div className="xi-empty">Laying out {graph.id}…</div>
        )}
      </div>
      {overlay}
      <div className="xi-toolbar" role="toolbar" aria-label="Zoom">
        <button type="button" className="xi-btn xi-icon" aria-label="Zoom out" onClick={() => zoomAt(1 / 1.25, center().cx, center().cy)}>
          −
        </button>
        <span className="xi-zoom" aria-live="polite">
          {Math.round(view.k * 100)}%
        </span>
        <button type="button" className="xi-btn xi-icon" aria-label="Zoom in" onClick={() => zoomAt(1.25, center().cx, center().cy)}>
          +
        </button>
        <button type="button" className="xi-btn" onClick={fit}>
          Fit
        </button>
      </div>
    </>
  );
}
