// @vitest-environment jsdom
// Branding: title, favicon, colour variables and the layout and theme attributes follow the configuration and mode.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, of } from 'rxjs';
import type { DomainConfig } from '../../src/api/contract';
import type { ThemeMode } from '../../src/domain/theme';
import { applyBranding, startBranding } from '../../streams/branding';

const config: DomainConfig = {
  _id: 'd1',
  title: 'Aura',
  logoUrl: '/logo.svg',
  favIconUrl: '/fav.svg',
  primaryColor: '#7c3aed',
  secondaryColor: '#22d3ee',
  backgroundColor: '#0f0a1e',
  layout: 'aura',
  signup: true,
  status: 'active',
  defaultDarkMode: true,
  casinoImageKey: 'thumbUrl',
};

describe('applyBranding', () => {
  it('sets title, favicon, colours and the layout and theme attributes', () => {
    applyBranding(document, config, 'dark');
    const root = document.documentElement;
    expect(document.title).toBe('Aura');
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/fav.svg');
    expect(root.style.getPropertyValue('--primary')).toBe('#7c3aed');
    expect(root.style.getPropertyValue('--on-primary')).toBe('#ffffff');
    // A deep configured background suits dark mode and becomes the page background.
    expect(root.style.getPropertyValue('--bg')).toBe('#0f0a1e');
    expect(root.dataset.layout).toBe('aura');
    expect(root.dataset.theme).toBe('dark');
  });

  it('follows the theme mode while started', () => {
    const mode$ = new BehaviorSubject<ThemeMode>('light');
    const sub = startBranding({ doc: document, config$: of({ ...config, layout: 'tamannahSquare' }), mode$ });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.dataset.layout).toBe('tamannahSquare');
    // In light mode a deep configured background is replaced by the light neutral one.
    expect(document.documentElement.style.getPropertyValue('--bg')).toBe('#eceff3');
    mode$.next('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    sub.unsubscribe();
  });
});
