// The inspector's stylesheet, injected once: a dark developer tool that adapts to its own width (a docked panel, a window, a phone).
const CSS = `
.xi{container-type:inline-size;--bg:#0d1117;--panel:#111722;--raise:#161d2b;--line:#263042;--line2:#1c2433;--text:#e6edf3;--muted:#8b98a9;--dim:#5d6b7f;--accent:#58a6ff;--hot:#f5b83d;--ok:#3fb950;--bad:#ff7b72;--warn:#d29922;
  color:var(--text);background:var(--bg);font:12.5px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-font-smoothing:antialiased}
.xi *{box-sizing:border-box}
.xi button,.xi select,.xi input,.xi textarea{font:inherit;color:inherit}
.xi-mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-size:11.5px}
.xi-root{display:flex;flex-direction:column;height:100%;min-height:0}
.xi-top{display:flex;align-items:center;gap:12px;padding:0 10px 0 14px;height:42px;flex:none;border-bottom:1px solid var(--line);background:var(--panel)}
.xi-brand{display:flex;align-items:center;gap:8px;font-weight:700;letter-spacing:.2px;white-space:nowrap}
.xi-brand svg{flex:none}
.xi-status{display:flex;align-items:center;gap:6px;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.xi-dot{width:8px;height:8px;border-radius:50%;background:var(--dim);flex:none}
.xi-dot.on{background:var(--ok);box-shadow:0 0 0 3px rgba(63,185,80,.18)}
.xi-dot.stopped{background:var(--dim)}
.xi-dot.error{background:var(--bad)}
.xi-spacer{flex:1}
.xi-btn{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 10px;border-radius:6px;border:1px solid var(--line);background:var(--raise);cursor:pointer;white-space:nowrap}
.xi-btn:hover{border-color:#3b4a61;background:#1b2434}
.xi-btn:disabled{opacity:.45;cursor:default}
.xi-btn[aria-pressed=true]{border-color:var(--accent);color:#cfe5ff;background:#14233a}
.xi-btn.primary{background:#1f6feb;border-color:#1f6feb;color:#fff}
.xi-btn.primary:hover{background:#2f7bf5}
.xi-icon{width:28px;padding:0;justify-content:center}
.xi-grid{flex:1;min-height:0;display:grid;grid-template-columns:260px minmax(0,1fr) 360px;grid-template-rows:minmax(0,1fr) minmax(180px,34%);grid-template-areas:"side chart detail" "side log log"}
.xi-side{grid-area:side;border-right:1px solid var(--line);background:var(--panel);display:flex;flex-direction:column;min-height:0}
.xi-section{padding:10px 12px 6px;color:var(--muted);font-size:11px;text-transform:uppercase;letter-spacing:.6px;display:flex;align-items:center;justify-content:space-between}
.xi-list{list-style:none;margin:0;padding:0 6px 8px;overflow:auto}
.xi-item{display:grid;grid-template-columns:10px 1fr auto;align-items:center;gap:8px;width:100%;text-align:left;padding:7px 8px;border-radius:6px;border:1px solid transparent;background:none;cursor:pointer}
.xi-item:hover{background:var(--raise)}
.xi-item[aria-current=true]{background:#14233a;border-color:#1f4b85}
.xi-item.child{padding-left:24px}
.xi-item.stopped{opacity:.55}
.xi-item-name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.xi-item-sub{display:block;color:var(--muted);font-weight:400;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.xi-count{color:var(--dim);font-variant-numeric:tabular-nums}
.xi-badge{display:inline-block;padding:0 6px;border-radius:999px;border:1px solid var(--line);color:var(--muted);font-size:10.5px;line-height:17px}
.xi-badge.good{color:var(--ok);border-color:#23532f}
.xi-badge.bad{color:var(--bad);border-color:#6e2b2b}
.xi-select{display:none}
.xi-chart{grid-area:chart;position:relative;min-width:0;min-height:0;overflow:hidden;background:radial-gradient(circle at 1px 1px,#1a2230 1px,transparent 0) 0 0/18px 18px,var(--bg)}
.xi-canvas{position:absolute;inset:0;cursor:grab;touch-action:none}
.xi-canvas.dragging{cursor:grabbing}
.xi-stage{position:absolute;left:0;top:0;transform-origin:0 0}
.xi-stage svg{display:block;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.35)}
.xi-toolbar{position:absolute;right:10px;top:10px;display:flex;gap:6px;align-items:center;z-index:2}
.xi-toolbar .xi-zoom{min-width:48px;text-align:center;color:var(--muted);font-variant-numeric:tabular-nums}
.xi-legend{position:absolute;left:10px;bottom:10px;display:flex;gap:12px;flex-wrap:wrap;padding:6px 10px;border-radius:8px;background:rgba(17,23,34,.9);border:1px solid var(--line);color:var(--muted);z-index:2}
.xi-legend i{display:inline-block;width:14px;height:10px;border-radius:3px;margin-right:5px;vertical-align:-1px}
.xi-chart-title{position:absolute;left:10px;top:10px;z-index:2;display:flex;gap:8px;align-items:center;padding:5px 10px;border-radius:8px;background:rgba(17,23,34,.9);border:1px solid var(--line);max-width:calc(100% - 260px)}
.xi-chart-title b{white-space:nowrap}
.xi-chart-title span{color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.xi-past{position:absolute;left:50%;transform:translateX(-50%);bottom:10px;z-index:3;display:flex;gap:10px;align-items:center;padding:6px 8px 6px 12px;border-radius:8px;background:#3a2a07;border:1px solid #7a5a12;color:#ffd889}
.xi-empty{position:absolute;inset:0;display:grid;place-items:center;text-align:center;color:var(--muted);padding:24px}
.xi-empty b{display:block;color:var(--text);font-size:14px;margin-bottom:4px}
.xi-detail{grid-area:detail;border-left:1px solid var(--line);background:var(--panel);display:flex;flex-direction:column;min-height:0}
.xi-tabs{display:flex;gap:2px;padding:6px 8px 0;border-bottom:1px solid var(--line);flex:none}
.xi-tab{padding:6px 10px 7px;border:none;background:none;color:var(--muted);cursor:pointer;border-bottom:2px solid transparent;margin-bottom:-1px}
.xi-tab[aria-selected=true]{color:var(--text);border-bottom-color:var(--accent)}
.xi-pane{flex:1;min-height:0;overflow:auto;padding:10px 12px}
.xi-kv{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px}
.xi-kv dt{color:var(--muted)}
.xi-kv dd{margin:0;overflow-wrap:anywhere}
.xi-timer{margin:0 0 12px;padding:8px 10px;border-radius:8px;border:1px solid #6b5314;background:#2a2109;color:#ffd889}
.xi-timer progress{display:block;width:100%;height:4px;margin-top:6px;accent-color:var(--hot)}
.xi-tree{margin:0;padding:0;list-style:none}
.xi-tree .xi-tree{padding-left:14px;border-left:1px dashed var(--line)}
.xi-tree li{margin:1px 0}
.xi-tree summary{cursor:pointer;list-style:none}
.xi-tree summary::-webkit-details-marker{display:none}
.xi-tree summary::before{content:'▸';display:inline-block;width:12px;color:var(--dim)}
.xi-tree details[open]>summary::before{content:'▾'}
.xi-k{color:#a5d6ff}
.xi-s{color:#a5e3a0}
.xi-n{color:#f2cc60}
.xi-b{color:#ff9bce}
.xi-z{color:var(--dim)}
.xi-log{grid-area:log;border-top:1px solid var(--line);display:flex;flex-direction:column;min-height:0;background:var(--bg)}
.xi-logbar{display:flex;align-items:center;gap:8px;padding:6px 10px;border-bottom:1px solid var(--line2);background:var(--panel);flex:none}
.xi-logbar input[type=search]{height:28px;width:180px;padding:0 8px;border-radius:6px;border:1px solid var(--line);background:var(--bg)}
.xi-logbar input[type=range]{flex:1;min-width:80px;accent-color:var(--accent)}
.xi-logscroll{flex:1;min-height:0;overflow:auto}
.xi-table{width:100%;border-collapse:collapse}
.xi-table th{position:sticky;top:0;background:var(--panel);color:var(--muted);font-weight:500;text-align:left;padding:5px 10px;border-bottom:1px solid var(--line);white-space:nowrap;z-index:1}
.xi-table td{padding:4px 10px;border-bottom:1px solid var(--line2);white-space:nowrap;vertical-align:top}
.xi-table tbody tr{cursor:pointer}
.xi-table tbody tr:hover{background:#121a27}
.xi-table tbody tr[aria-selected=true]{background:#14233a;box-shadow:inset 3px 0 0 var(--accent)}
.xi-table .num{color:var(--dim);text-align:right;font-variant-numeric:tabular-nums;width:1%}
.xi-table .time{color:var(--muted);font-variant-numeric:tabular-nums;width:1%}
.xi-table .ev{font-weight:600;color:#cfe5ff}
.xi-table .ev.sys{color:var(--hot)}
.xi-table .path{color:var(--muted)}
.xi-table .path b{color:var(--text);font-weight:500}
.xi-table .delay{color:var(--hot)}
.xi-table .same{color:var(--dim)}
.xi-field{display:flex;flex-direction:column;gap:4px;margin-bottom:10px}
.xi-field span{color:var(--muted)}
.xi-field select,.xi-field textarea{width:100%;padding:6px 8px;border-radius:6px;border:1px solid var(--line);background:var(--bg)}
.xi-field textarea{min-height:96px;resize:vertical}
.xi-note{color:var(--muted);margin:8px 0 0}
.xi-note.bad{color:var(--bad)}
.xi-note.good{color:var(--ok)}
.xi-events{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:10px}
.xi-chip{padding:2px 8px;border-radius:999px;border:1px solid var(--line);background:var(--raise);cursor:pointer}
.xi-chip[aria-pressed=true]{border-color:var(--accent);color:#cfe5ff}
.xi-mtabs{display:none}
.xi-kbd{padding:1px 5px;border-radius:4px;border:1px solid var(--line);background:var(--raise);font-size:11px;color:var(--muted)}
@container (max-width: 1100px){
  .xi-grid{grid-template-columns:220px minmax(0,1fr) 300px}
}
@container (max-width: 760px){
  .xi-top{gap:8px;padding:0 6px 0 10px}
  .xi-status .xi-hide-narrow,.xi-hide-narrow{display:none}
  .xi-grid{grid-template-columns:minmax(0,1fr);grid-template-rows:auto minmax(0,44%) auto minmax(0,1fr);grid-template-areas:"side" "chart" "mtabs" "pane"}
  .xi-side{border-right:none;border-bottom:1px solid var(--line);padding:6px 8px}
  .xi-side .xi-section,.xi-side .xi-list{display:none}
  .xi-select{display:block;width:100%;height:32px;padding:0 8px;border-radius:6px;border:1px solid var(--line);background:var(--bg)}
  .xi-mtabs{grid-area:mtabs;display:flex;border-top:1px solid var(--line);border-bottom:1px solid var(--line);background:var(--panel)}
  .xi-mtabs .xi-tab{flex:1}
  .xi-detail,.xi-log{grid-area:pane;border:none}
  .xi-grid[data-mtab=log] .xi-detail{display:none}
  .xi-grid[data-mtab=detail] .xi-log{display:none}
  .xi-detail .xi-tabs{display:flex}
  .xi-legend{display:none}
  .xi-chart-title{max-width:calc(100% - 200px)}
  .xi-logbar input[type=search]{width:110px}
  .xi-table .hide-narrow{display:none}
  .xi-past{bottom:8px;font-size:12px}
}
.xi-panel{position:fixed;left:0;right:0;bottom:0;height:min(62vh,640px);z-index:2147483100;border-top:2px solid #1f6feb;box-shadow:0 -12px 40px rgba(0,0,0,.45)}
.xi-panel.tall{height:94vh}
.xi-page{position:fixed;inset:0}
`;

let injected = false;

export function ensureInspectorStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.inspector = '';
  style.textContent = CSS;
  document.head.appendChild(style);
}
