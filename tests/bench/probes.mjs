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
 * other nodes of the market blocks were touched, the components React rendered, and for each
 * commit that changed a price cell, the time from the poll answer that brought it (its resource
 * timing's responseEnd) to the next frame after the commit (its paint).
 *
 * `blockSelector` names the market blocks; a cell is any `[data-side]` inside one, keyed by its
 * block, its row (`data-runner`, else its index) and its side and depth.
 */
export function installCellProbe({ blockSelector, pollPattern }) {
  const CELL = '[data-side]';
  const pollRe = new RegExp(pollPattern);
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

  // Poll answers, newest last: when each ended (ms on the performance clock).
  const answers = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (pollRe.test(e.name)) answers.push(e.responseEnd);
  }).observe({ type: 'resource', buffered: false });
  const latencies = [];

  let cellsBefore = readCells();
  let figuresBefore = readFigures();
  let rendersBefore = reportedRenders();
  let byNameBefore = rendersByName();
  let records = [];
  new MutationObserver((list) => {
    records.push(...list);
    // A commit that touched a price cell: time it from the latest answer to the frame after it.
    if (!list.some((r) => cellOf(r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement))) return;
    const committedAt = performance.now();
    const answer = answers.filter((t) => t <= committedAt).at(-1);
    if (answer === undefined) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        latencies.push({ commit: committedAt - answer, paint: performance.now() - answer });
      }, 0),
    );
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
        latencies: latencies.splice(0),
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
