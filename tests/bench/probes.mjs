// Code the bench runs inside the page (each function is sent whole to the browser, so it uses no imports).

/**
 * Runs in the page before React loads. Poses as React DevTools, which production React calls on
 * every commit, and counts the components that rendered: a fiber mounted, or one flagged
 * PerformedWork (its function ran). A subtree React bailed out of keeps the same child fibers,
 * so it is skipped, as DevTools does.
 */
export function installRenderCounter() {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const counts = { total: 0, byName: {} };
  const nameOf = (f) => f.type?.displayName || f.type?.name || f.type?.type?.name || f.type?.render?.name || 'anonymous';
  const visit = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (COMPONENT_TAGS.has(f.tag) && (f.alternate === null || (f.flags & PERFORMED_WORK) !== 0)) {
        counts.total += 1;
        let owner = f.return;
        while (owner && !COMPONENT_TAGS.has(owner.tag)) owner = owner.return;
        // Names a component with the one above it when asked (window.benchOwners), to find who renders it.
        const name = window.benchOwners && owner ? `${nameOf(f)}<${nameOf(owner)}` : nameOf(f);
        counts.byName[name] = (counts.byName[name] ?? 0) + 1;
      }
      if (f.child && !(f.alternate && f.alternate.child === f.child)) visit(f.child);
    }
  };
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      visit(root.current.child);
    },
  };
  window.benchRenders = counts;
}

/**
 * Runs in the page. Watches every DOM mutation and, on each `take()`, reports what happened
 * since the last one: which price cells changed their text, which were touched at all, which
 * other nodes of the market blocks were touched, and the components React rendered. (It used to
 * time each commit from the latest price answer of any kind: see installPaintProbe.)
 *
 * `blockSelector` names the market blocks; a cell is any `[data-side]` inside one, keyed by its
 * block, its row (`data-runner`, else its index) and its side and depth.
 */
export function installCellProbe({ blockSelector }) {
  const CELL = '[data-side]';
  const blockOf = (el) => el.closest(blockSelector);
  const blockName = (block) => block?.getAttribute('aria-label') ?? 'outside market blocks';
  const readCells = () => {
    const cells = new Map();
    for (const block of document.querySelectorAll(blockSelector)) {
      let i = 0;
      for (const el of block.querySelectorAll(CELL)) {
        const row = el.closest('[data-runner]')?.dataset.runner ?? `#${i}`;
        // A changed value shows as new text or, when the text reads the same (a size rounded to
        // '1.2K' both times), as the flash attribute flipping.
        cells.set(`${blockName(block)}|${row}|${el.dataset.side}${el.dataset.depth ?? ''}|${i}`, `${el.textContent}|${el.dataset.flash ?? ''}`);
        i += 1;
      }
    }
    return cells;
  };
  // Figures shown beside the prices that follow them (a market's Cash Out amount): `[data-value]`.
  const readFigures = () => {
    const figures = new Map();
    for (const block of document.querySelectorAll(blockSelector)) {
      block.querySelectorAll('[data-value]').forEach((el, i) => figures.set(`${blockName(block)}|${el.dataset.value}|${i}`, el.textContent));
    }
    return figures;
  };
  const cellOf = (el) => {
    const cell = el.closest(CELL);
    return cell && blockOf(cell) ? cell : null;
  };
  const reportedRenders = () => window.benchRenders?.total ?? 0;
  const rendersByName = () => ({ ...(window.benchRenders?.byName ?? {}) });

  let cellsBefore = readCells();
  let figuresBefore = readFigures();
  let rendersBefore = reportedRenders();
  let byNameBefore = rendersByName();
  let records = [];
  new MutationObserver((list) => {
    records.push(...list);
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });

  window.benchCellProbe = {
    exposesRenders: () => window.benchRenders !== undefined,
    take() {
      const cellsNow = readCells();
      const changedKeys = [...cellsNow].filter(([key, text]) => cellsBefore.has(key) && cellsBefore.get(key) !== text);
      const changed = changedKeys.length;
      const flashOnly = changedKeys.filter(([key, text]) => cellsBefore.get(key).split('|')[0] === text.split('|')[0]).length;
      const mutatedCells = new Set();
      const otherNodes = new Set();
      const otherPlaces = {};
      // Every changed value flips its cell's data-flash attribute once (odd/even): one record each.
      let valueChanges = 0;
      let inMarkets = 0;
      let elsewhere = 0;
      for (const r of records) {
        const el = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
        if (!el || !el.isConnected || !blockOf(el)) {
          elsewhere += 1;
          continue;
        }
        inMarkets += 1;
        const cell = cellOf(el);
        if (cell) {
          mutatedCells.add(cell);
          if (r.type === 'attributes' && r.attributeName === 'data-flash' && r.target === cell) valueChanges += 1;
        } else {
          otherNodes.add(r.target);
          const place = `${blockName(blockOf(el))} ${el.closest('[data-runner], .runner') ? 'row' : 'title/cover'}`;
          otherPlaces[place] = (otherPlaces[place] ?? 0) + 1;
        }
      }
      // A figure reading differently is a changed value too (its component renders for it).
      const figuresNow = readFigures();
      const figureChanges = [...figuresNow].filter(([key, text]) => figuresBefore.has(key) && figuresBefore.get(key) !== text).length;
      valueChanges += figureChanges;
      const rendersNow = reportedRenders();
      const byNameNow = rendersByName();
      const rendered = Object.fromEntries(
        Object.entries(byNameNow)
          .map(([name, n]) => [name, n - (byNameBefore[name] ?? 0)])
          .filter(([, n]) => n > 0),
      );
      const result = {
        cells: cellsNow.size,
        changedCells: changed,
        valueChanges,
        figureChanges,
        flashOnly,
        mutatedCells: mutatedCells.size,
        mutationsInMarkets: inMarkets,
        mutationsElsewhere: elsewhere,
        otherNodesMutated: otherNodes.size,
        otherPlaces,
        renders: rendersNow - rendersBefore,
        rendered,
      };
      cellsBefore = cellsNow;
      figuresBefore = figuresNow;
      rendersBefore = rendersNow;
      byNameBefore = byNameNow;
      records = [];
      return result;
    },
  };
}

/**
 * Runs in the page (issue 21 item 1). Price to paint, per changed cell: for every price cell whose
 * value changed in a commit (its text changed, or its flash attribute flipped: a new value that
 * reads the same), the time from the poll answer that carried the new value to the frame after the
 * commit that painted it.
 *
 * The answer is matched by kind, not by time alone: a cell of the Fancy block belongs to
 * fetch-market-session, a cell of a bookmaker block (its title's '0% commission' badge) to
 * fetch-bookmaker-odds, any other market block's cell to fetch-market-odds; the change belongs to
 * the first answer of that kind met going back from the commit (the newest one that had arrived),
 * its arrival being the resource timing's responseEnd. Commits that change no cell's value (flash
 * timers, covers, the announcer) are not counted at all. Pairing waits until `take()`, so resource
 * entries that the browser reports late are there.
 *
 * `take()` returns `{ changes: [{ kind, commit, paint, cells, anyKind, old }], unmatched }`, ms from the
 * answer (anyKind, old: the same paint timed the old ways, see below in the code).
 */
export function installPaintProbe({ kinds }) {
  const CELL = '[data-side]';
  const kindOfCell = (cell) => {
    if (cell.closest('section[aria-label="Fancy"]')) return 'fetch-market-session';
    const block = cell.closest('section[data-market]');
    if (!block) return null;
    const badge = [...block.querySelectorAll('.badge')].some((b) => b.textContent === '0% commission');
    return badge ? 'fetch-bookmaker-odds' : 'fetch-market-odds';
  };
  const patterns = kinds.map(([kind, source]) => [kind, new RegExp(source)]);
  performance.setResourceTimingBufferSize(100_000);
  const valueOf = (cell) => `${cell.textContent}|${cell.dataset.flash ?? ''}`;
  const seen = new WeakMap();
  for (const cell of document.querySelectorAll(CELL)) seen.set(cell, valueOf(cell));
  let commits = [];
  // For the record of the old figure: price answers of any kind in the order the page's
  // PerformanceObserver was told of them (it is told late, in a task of its own), which is what
  // installCellProbe paired a commit with.
  const told = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (patterns.some(([, re]) => re.test(e.name))) told.push(e.responseEnd);
  }).observe({ type: 'resource', buffered: false });

  new MutationObserver((list) => {
    // The observer's callback runs in the commit's own task, right after React wrote the DOM.
    const at = performance.now();
    const oldAnswer = told.filter((t) => t <= at).at(-1);
    const cells = new Set();
    for (const r of list) {
      const el = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
      const cell = el?.closest(CELL);
      if (cell) cells.add(cell);
      if (r.type === 'childList') for (const n of r.addedNodes) if (n.nodeType === Node.ELEMENT_NODE) for (const c of n.querySelectorAll?.(CELL) ?? []) seen.set(c, valueOf(c));
    }
    const byKind = {};
    for (const cell of cells) {
      const now = valueOf(cell);
      const before = seen.get(cell);
      seen.set(cell, now);
      if (before === undefined || before === now) continue; // a new cell, or touched without a new value
      const kind = kindOfCell(cell);
      if (kind) byKind[kind] = (byKind[kind] ?? 0) + 1;
    }
    const made = Object.entries(byKind).map(([kind, n]) => ({ kind, at, oldAnswer, cells: n, paintAt: undefined }));
    if (made.length === 0) return;
    commits.push(...made);
    requestAnimationFrame(() =>
      setTimeout(() => {
        const paintAt = performance.now();
        for (const c of made) c.paintAt = paintAt;
      }, 0),
    );
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-flash'] });

  window.benchPaintProbe = {
    take() {
      const answers = {};
      for (const e of performance.getEntriesByType('resource')) {
        const hit = patterns.find(([, re]) => re.test(e.name));
        if (hit) (answers[hit[0]] ??= []).push(e.responseEnd);
      }
      for (const list of Object.values(answers)) list.sort((a, b) => a - b);
      const ready = commits.filter((c) => c.paintAt !== undefined);
      commits = commits.filter((c) => c.paintAt === undefined);
      const changes = [];
      let unmatched = 0;
      for (const c of ready) {
        const answer = (answers[c.kind] ?? []).filter((t) => t <= c.at).at(-1);
        if (answer === undefined) {
          unmatched += c.cells;
          continue;
        }
        const anyKind = Object.values(answers).flat().filter((t) => t <= c.at).sort((a, b) => a - b).at(-1);
        changes.push({
          at: c.at,
          kind: c.kind,
          cells: c.cells,
          commit: c.at - answer,
          paint: c.paintAt - answer,
          // The old pairings, for comparison: the latest answer of any kind by arrival, and the
          // latest the page had been told of when the commit ran.
          anyKind: c.paintAt - anyKind,
          old: c.oldAnswer === undefined ? null : c.paintAt - c.oldAnswer,
        });
      }
      return { changes, unmatched };
    },
  };
}

/**
 * Runs in the page (issue 21 item 3). Counts the values a page shows that changed, for renders per
 * changed value on pages without the market's price cells' flash counter (a casino table, a horse
 * race). A value is held by the nearest "cell" around a mutated node (a price cell `[data-side]`,
 * a button, an element with an aria-label or a test id; else the node's element itself) under
 * `rootSelector`; it changed when its text, aria-label or flash attribute differs from what it read
 * at the last `take()` (nodes added or removed change their parent's text: one value). DOM writes
 * that leave a cell reading the same are not values.
 *
 * `take()` returns `{ values, renders, byName }` since the last take.
 */
export function installValueProbe({ rootSelector }) {
  const HOLDER = '[data-side], button, [aria-label], [data-testid]';
  const root = () => document.querySelector(rootSelector);
  const read = (el) => `${el.textContent}|${el.getAttribute('aria-label') ?? ''}|${el.dataset?.flash ?? ''}`;
  const holderOf = (el) => {
    const r = root();
    if (!el || !r || !r.contains(el)) return null;
    const h = el.closest(HOLDER);
    return h && r.contains(h) ? h : el;
  };
  const known = new WeakMap();
  const remember = () => {
    const r = root();
    if (r) for (const el of r.querySelectorAll('*')) known.set(el, read(el));
  };
  remember();
  let touched = new Set();
  new MutationObserver((list) => {
    for (const r of list) {
      const el = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
      const h = holderOf(el);
      if (h) touched.add(h);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'data-flash'] });
  let rendersBefore = window.benchRenders?.total ?? 0;
  let byNameBefore = { ...(window.benchRenders?.byName ?? {}) };
  window.benchValueProbe = {
    take() {
      let values = 0;
      for (const h of touched) {
        if (!h.isConnected) continue;
        const now = read(h);
        if (known.has(h) && known.get(h) !== now) values += 1;
        known.set(h, now);
      }
      remember();
      touched = new Set();
      const total = window.benchRenders?.total ?? 0;
      const byNameNow = { ...(window.benchRenders?.byName ?? {}) };
      const byName = Object.fromEntries(
        Object.entries(byNameNow)
          .map(([n, c]) => [n, c - (byNameBefore[n] ?? 0)])
          .filter(([, c]) => c > 0),
      );
      const renders = total - rendersBefore;
      rendersBefore = total;
      byNameBefore = byNameNow;
      return { values, renders, byName };
    },
  };
}
