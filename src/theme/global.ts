// Page-wide styles: resets, fonts and the default variables until a domain configuration arrives.
import { css } from '@linaria/core';

export const globals = css`
  :global() {
    :root {
      --primary: #0b7a75;
      --secondary: #f2b134;
      --brand-bg: #0d3b3a;
      --bg: #eef1f5;
      --surface: #ffffff;
      --surface-2: #f5f7fa;
      --text: #1b1e24;
      --text-muted: #5d6472;
      --border: #dde2ea;
      --back: #a7d8fd;
      --back-strong: #72bbef;
      --lay: #f9c9d4;
      --lay-strong: #faa9ba;
      --positive: #148a3c;
      --negative: #d0021b;
      --overlay: rgba(20, 20, 20, 0.62);
      --flash: #ffe27a;
      --radius: 6px;
      --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
      color-scheme: light;
    }
    :root[data-theme='dark'] {
      color-scheme: dark;
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
      -webkit-font-smoothing: antialiased;
    }
    a {
      color: inherit;
    }
    button {
      font: inherit;
      cursor: pointer;
    }
    button:disabled {
      cursor: not-allowed;
    }
  }
`;
