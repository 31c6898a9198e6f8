// The chart components: the sparkline's paths and bands, the larger chart's paths, marks, markers and axes, and the text alternative.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { LineChart } from '../../../src/ui/chart/LineChart';
import { sparkline, type SparklineProps } from '../../../src/ui/chart/Sparkline';
import type { ChartSeries } from '../../../src/ui/chart/types';

afterEach(cleanup);

/** The sparkline as a keyed row draws it (called as a plain function). */
const Sparkline = (props: SparklineProps): React.JSX.Element => sparkline(props);

const back: ChartSeries = {
  id: 'back',
  label: 'Back',
  tone: 'back',
  step: true,
  points: [
    { t: 0, v: 2 },
    { t: 10, v: 2.5 },
    { t: 20, v: null },
    { t: 30, v: 1.5 },
  ],
};
const lay: ChartSeries = { id: 'lay', label: 'Lay', tone: 'lay', points: [{ t: 0, v: 2.2 }, { t: 30, v: 1.6 }] };
const fmtT = (t: number) => `t${t}`;

describe('Sparkline', () => {
  it('draws each series as its path over the width and height it is given, bands under them, hidden from assistive technology', () => {
    const { container } = render(
      <Sparkline series={[back]} bands={[{ kind: 'suspended', from: 20, to: 30, label: 'Suspended' }]} width={32} height={12} tDomain={[0, 40]} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // x: 0..40 onto 1..31 (0.75 a unit); y: 1.5..2.5 padded by 8% onto 11..1.
    const y = (v: number) => Math.round((11 - ((v - 1.42) / 1.16) * 10) * 100) / 100;
    expect(svg.querySelector('[data-series="back"]')).toHaveAttribute(
      'd',
      `M1 ${y(2)}H8.5V${y(2.5)}H16M23.5 ${y(1.5)}H31`,
    );
    const band = svg.querySelector('rect.band')!;
    expect(band).toHaveAttribute('data-kind', 'suspended');
    expect([band.getAttribute('x'), band.getAttribute('width')]).toEqual(['16', '7.5']);
  });

  it('draws no path before there is a value', () => {
    const { container } = render(<Sparkline series={[{ ...back, points: [] }]} />);
    expect(container.querySelector('path')).toBeNull();
  });
});

describe('LineChart', () => {
  it('is a figure named by its title whose text alternative gives first, last, high and low of each series', () => {
    render(<LineChart title="Price chart of India" series={[back, lay]} formatT={fmtT} formatV={(v) => v.toFixed(2)} />);
    const figure = screen.getByRole('figure', { name: 'Price chart of India' });
    const summary = within(figure).getByRole('list', { name: 'Price chart of India: summary' });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Back: first 2.00 at t0, last 1.50 at t30, high 2.50 at t10, low 1.50 at t30',
      'Lay: first 2.20 at t0, last 1.60 at t30, high 2.20 at t0, low 1.60 at t30',
    ]);
  });

  it('tabulates the data by time, a gap or a missing value as a dash', () => {
    render(<LineChart title="Prices" series={[back, lay]} formatT={fmtT} />);
    const table = screen.getByRole('table', { name: 'Prices: data' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Time', 'Back', 'Lay'],
      ['t0', '2', '2.2'],
      ['t10', '2.5', '-'],
      ['t20', '-', '-'],
      ['t30', '1.5', '1.6'],
    ]);
  });

  it('marks points at their time and value, draws markers and bands, and lists them in the text', () => {
    const { container } = render(
      <LineChart
        title="Prices"
        series={[back]}
        marks={[{ id: 'b1', t: 10, v: 2.5, tone: 'back', label: 'Back 2.50 at t10' }]}
        marksTitle="Your bets"
        markers={[{ t: 15, label: 'In play' }]}
        bands={[{ kind: 'live', from: 15, to: 30, label: 'In play' }]}
        width={346}
        height={140}
        formatT={fmtT}
      />,
    );
    // x: 0..30 onto 46..334 (9.6 a unit); y: 1.5..2.5 padded onto 118..18.
    const mark = container.querySelector('[data-mark="b1"]')!;
    expect(Number(mark.getAttribute('cx'))).toBeCloseTo(46 + 10 * 9.6);
    expect(Number(mark.getAttribute('cy'))).toBeCloseTo(118 - ((2.5 - 1.42) / 1.16) * 100);
    const marker = container.querySelector('[data-marker="In play"] line')!;
    expect(Number(marker.getAttribute('x1'))).toBeCloseTo(46 + 15 * 9.6);
    expect(container.querySelector('rect.band[data-kind="live"]')).toHaveAttribute('x', String(46 + 15 * 9.6));
    expect(screen.getByRole('list', { name: 'Your bets' })).toHaveTextContent('Back 2.50 at t10');
    expect(screen.getByRole('list', { name: 'Prices: shaded' })).toHaveTextContent('In play: t15 to t30');
  });

  it('reaches the values it must include (zero for a profit curve) and labels round values on its axis', () => {
    const { container } = render(
      <LineChart title="P&L" series={[{ id: 'pl', label: 'P&L', tone: 'positive', points: [{ t: 1, v: 40 }, { t: 2, v: 90 }] }]} yInclude={[0]} />,
    );
    const labels = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['0', '20', '40', '60', '80']));
  });

  it('says so when a series has no values yet, and draws nothing', () => {
    const { container } = render(<LineChart title="Prices" series={[{ ...lay, points: [] }]} />);
    expect(screen.getByRole('list', { name: 'Prices: summary' })).toHaveTextContent('Lay: no values yet');
    expect(container.querySelector('path')).toBeNull();
  });
});
