// Data-source presets and the default statement range, in local days.
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES, DATA_SOURCE_PLACEHOLDER, dataSourceRange, defaultStatementRange, formatDay } from '../../src/domain/dateRanges';

const now = new Date(2026, 10, 22, 15, 45);

describe('dataSourceRange', () => {
  it('LIVE DATA is today to today', () => {
    expect(dataSourceRange('LIVE DATA', now)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
  it('BACKUP DATA runs from 30 days before yesterday to yesterday', () => {
    expect(dataSourceRange('BACKUP DATA', now)).toEqual({ from: '2026-10-22', to: '2026-11-21' });
  });
  it('OLD DATA runs from 90 days before yesterday to yesterday', () => {
    expect(dataSourceRange('OLD DATA', now)).toEqual({ from: '2026-08-23', to: '2026-11-21' });
  });
  it('just after midnight, yesterday is the previous calendar day', () => {
    const early = new Date(2026, 0, 1, 0, 0, 1);
    expect(dataSourceRange('LIVE DATA', early)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(dataSourceRange('BACKUP DATA', early)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
  it('just before midnight still counts as today', () => {
    const late = new Date(2026, 2, 1, 23, 59, 59);
    expect(dataSourceRange('LIVE DATA', late).to).toBe('2026-03-01');
    expect(dataSourceRange('BACKUP DATA', late)).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });
  it('accepts a timestamp', () => {
    expect(dataSourceRange('LIVE DATA', now.getTime())).toEqual(dataSourceRange('LIVE DATA', now));
  });
});

describe('defaults and helpers', () => {
  it('the statement opens on today', () => {
    expect(defaultStatementRange(now)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
  it('labels', () => {
    expect(DATA_SOURCES).toEqual(['LIVE DATA', 'BACKUP DATA', 'OLD DATA']);
    expect(DATA_SOURCE_PLACEHOLDER).toBe('Data Source');
  });
  it('formatDay pads month and day', () => {
    expect(formatDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
