// Page-wide styles: resets, default variables until a domain configuration arrives, and the three layouts' tokens.
import { css } from '@linaria/core';

export const globals = css`
  :global() {
    :root {
      --primary: #0b7a75;
      --secondary: #f2b134;
      --brand-bg: #0d3b3a;
      --on-primary: #ffffff;
      --on-secondary: #111418;
      --on-brand-bg: #ffffff;
      --brand-deep: #06433f;
      --on-brand-deep: #ffffff;
      --bg: #eceff3;
      --surface: #ffffff;
      --surface-2: #f4f6f9;
      --surface-3: #e6eaf0;
      --text: #1b1e24;
      --text-muted: #5d6472;
      --border: #d9dee6;
      --back: #a7d8fd;
      --back-strong: #72bbef;
      --lay: #f9c9d4;
      --lay-strong: #faa9ba;
      --stale-hatch: rgba(255, 255, 255, 0.55);
      --positive: #117a35;
      --on-positive: #ffffff;
      --negative: #d0021b;
      --on-negative: #ffffff;
      --link: #0b5cad;
      --overlay: rgba(20, 20, 20, 0.62);
      --flash: #ffe27a;
      --shadow: 0 1px 2px rgba(16, 24, 40, 0.08);
      --focus: #2f80ed;
      --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;

      /* Layout tokens: tamannah (the default) is the classic exchange look. */
      --radius: 6px;
      --radius-sm: 4px;
      --radius-lg: 8px;
      --radius-btn: 4px;
      --radius-tab: 6px 6px 0 0;
      --header-h: 56px;
      --header-bg: var(--primary);
      --header-fg: var(--on-primary);
      --nav-bg: var(--secondary);
      --nav-fg: var(--on-secondary);
      --nav-active-bg: var(--brand-deep);
      --nav-active-fg: var(--on-brand-deep);
      --nav-transform: none;
      --panel-head-bg: var(--brand-deep);
      --panel-head-fg: var(--on-brand-deep);
      --card-border: 1px solid var(--border);
      --card-shadow: var(--shadow);
      color-scheme: light;
    }

    /* Square: hard corners, a two-tone gradient header, an all-caps dark nav bar, boxed tiles. */
    :root[data-layout='tamannahSquare'] {
      --radius: 0;
      --radius-sm: 0;
      --radius-lg: 0;
      --radius-btn: 0;
      --radius-tab: 0;
      --header-h: 60px;
      --header-bg: linear-gradient(90deg, var(--brand-deep) 0%, var(--primary) 100%);
      --header-fg: var(--on-brand-deep);
      --nav-bg: var(--brand-deep);
      --nav-fg: var(--on-brand-deep);
      --nav-active-bg: var(--secondary);
      --nav-active-fg: var(--on-secondary);
      --nav-transform: uppercase;
      --panel-head-bg: var(--primary);
      --panel-head-fg: var(--on-primary);
      --card-border: 1px solid var(--border);
      --card-shadow: none;
    }

    /* Aura: a dark brand header with an accent rule, pill buttons and chips, soft floating cards. */
    :root[data-layout='aura'] {
      --radius: 12px;
      --radius-sm: 8px;
      --radius-lg: 16px;
      --radius-btn: 999px;
      --radius-tab: 999px;
      --header-h: 60px;
      --header-bg: var(--brand-deep);
      --header-fg: var(--on-brand-deep);
      --nav-bg: var(--surface);
      --nav-fg: var(--text);
      --nav-active-bg: var(--primary);
      --nav-active-fg: var(--on-primary);
      --nav-transform: none;
      --panel-head-bg: transparent;
      --panel-head-fg: var(--text);
      --card-border: 1px solid transparent;
      --card-shadow: 0 4px 18px rgba(16, 24, 40, 0.1);
    }

    :root[data-theme='dark'] {
      color-scheme: dark;
      --focus: #7fb2ff;
    }
    :root[data-theme='dark'][data-layout='aura'] {
      --card-shadow: 0 4px 18px rgba(0, 0, 0, 0.45);
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html,
    body {
      margin: 0;
      padding: 0;
      background: var(--bg);
      color: var(--text);
      font-family: var(--font);
      font-size: 14px;
      line-height: 1.35;
      -webkit-font-smoothing: antialiased;
      -webkit-tap-highlight-color: transparent;
    }
    a {
      color: inherit;
    }
    button {
      font: inherit;
      color: inherit;
      cursor: pointer;
    }
    button:disabled {
      cursor: not-allowed;
    }
    :focus-visible {
      outline: 2px solid var(--focus);
      outline-offset: 1px;
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    /*
     * A price's flash (streams/priceFlash.ts): an element whose data-flash changed is lit (data-lit) for
     * PRICE_FLASH_MS, then goes out. The highlight is a background image of the flash colour: painted over the
     * box's own background and under its text and its selection ring (an inset shadow), with no pseudo-element,
     * stacking context or layer per price, so a tick repaints the lit boxes alone (docs/performance.md).
     * A static style: no animation starts on a change (a CSS animation restarted per change cost a busy
     * market page half its main thread in style recalculation and compositor layers), and nothing moves,
     * so reduced motion needs nothing else.
     */
    [data-lit] {
      background-image: linear-gradient(var(--flash), var(--flash));
    }
    /* Toasts sit top-right under the header, so one never covers the balance or My Account. */
    .Toastify__toast-container--top-right {
      top: calc(var(--header-h) + 8px);
    }
  }
`;
