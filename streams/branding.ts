// Applies the domain's branding to the page: title, favicon, colour variables and the layout and theme attributes.
import { Observable, combineLatest, type Subscription } from 'rxjs';
import type { DomainConfig } from '../src/api/contract';
import { brandVariables, type ThemeMode } from '../src/theme/brand';
import { domainConfig$ } from './domainConfig';
import { themeMode$ } from './theme';
import { describeError } from '../src/api/errors';

/** Writes one configuration and mode onto a document. Idempotent; only touches what it owns. */
export function applyBranding(doc: Document, config: DomainConfig, mode: ThemeMode): void {
  const root = doc.documentElement;
  if (config.title) doc.title = config.title;
  if (config.favIconUrl) {
    let icon = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.appendChild(icon);
    }
    if (icon.getAttribute('href') !== config.favIconUrl) icon.href = config.favIconUrl;
  }
  for (const [name, value] of Object.entries(brandVariables(config, mode))) root.style.setProperty(name, value);
  root.dataset.layout = config.layout;
  root.dataset.theme = mode;
  // Mobile browsers tint their toolbar with this.
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = config.primaryColor;
}

export interface BrandingDeps {
  doc: Document;
  config$: Observable<DomainConfig>;
  mode$: Observable<ThemeMode>;
}

/** Keeps the page branded while subscribed; mountApp starts it once for the page's life. */
export function startBranding(
  deps: BrandingDeps = { doc: document, config$: domainConfig$, mode$: themeMode$ },
): Subscription {
  return combineLatest([deps.config$, deps.mode$]).subscribe({
    next: ([config, mode]) => applyBranding(deps.doc, config, mode),
    // The shell shows the failure itself; branding just stays on the defaults.
    error: (err: unknown) => console.warn(`[branding] no domain configuration: ${describeError(err)}`),
  });
}
