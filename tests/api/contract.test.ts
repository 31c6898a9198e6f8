// The domain configuration's schema: what a real operator may send beyond the values seen so far.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DomainConfig } from '../../src/api/contract';

const domain = {
  _id: 'd1',
  title: 'Example',
  logoUrl: '/logo.svg',
  favIconUrl: '/favicon.svg',
  primaryColor: '#123456',
  secondaryColor: '#654321',
  backgroundColor: '#ffffff',
  layout: 'aura',
  signup: false,
  status: 'active',
  defaultDarkMode: false,
};

describe('DomainConfig', () => {
  it('keeps a known layout', () => {
    expect(v.parse(DomainConfig, domain).layout).toBe('aura');
  });
  it('falls back to the tamannah layout for one it does not know', () => {
    expect(v.parse(DomainConfig, { ...domain, layout: 'neon' }).layout).toBe('tamannah');
  });
  it('still refuses a body without its title', () => {
    const { title: _title, ...rest } = domain;
    expect(v.safeParse(DomainConfig, rest).success).toBe(false);
  });
});
