// The development panel opens from its corner button and turns the shared knobs.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevPanel } from '../../src/mocks/DevPanel';
import { DEFAULT_KNOBS, KNOBS_STORAGE_KEY, getKnobs, initKnobs } from '../../src/mocks/knobs';
import { createViolationLog, showViolations } from '../../src/mocks/violations';

describe('DevPanel', () => {
  it('changes latency, error rate, malformed calls and forced 401s', () => {
    localStorage.clear();
    initKnobs('', localStorage);
    render(<DevPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Open simulated exchange panel' }));
    expect(screen.getByRole('dialog', { name: 'Simulated exchange' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Latency (ms)'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText(/Error rate/), { target: { value: '0.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'odds' }));
    fireEvent.click(screen.getByLabelText('Force 401'));
    expect(getKnobs()).toMatchObject({ latency: 900, errorRate: 0.25, malformed: ['odds'], force401: true });
    expect(screen.getByRole('button', { name: 'odds' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Error rate 25%')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KNOBS_STORAGE_KEY)!)).toMatchObject({ latency: 900, force401: true });

    // Holding the markets holds them from now; unticked, they live again.
    fireEvent.click(screen.getByLabelText(/^Hold markets/));
    expect(getKnobs().holdMarketsAt).toBeGreaterThan(0);
    expect(getKnobs().holdMarketsAt).toBeLessThanOrEqual(Date.now());
    fireEvent.click(screen.getByLabelText(/^Hold markets/));
    expect(getKnobs().holdMarketsAt).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'odds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close simulated exchange panel' }));
    expect(getKnobs().malformed).toEqual([]);
    // Collapsed, the button shows a dot while a fault knob is on.
    expect(screen.getByRole('button', { name: 'Open simulated exchange panel' })).toHaveTextContent('•');
    initKnobs('', undefined, DEFAULT_KNOBS);
  });

  it('lists the contract violations of the page as the exchange records them', () => {
    cleanup();
    const log = createViolationLog();
    showViolations(log);
    render(<DevPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Open simulated exchange panel' }));
    expect(screen.getByText('No contract violations')).toBeInTheDocument();
    act(() => log.record({ call: 'eventLocks', rule: 'dDomainId', detail: 'd "localhost:4201" is not a domain _id', method: 'POST', path: '/sports/fetch/event/lock' }));
    const list = screen.getByRole('region', { name: 'Contract violations' });
    expect(list).toHaveTextContent('Contract violations: 1');
    expect(list).toHaveTextContent('eventLocks: dDomainId: d "localhost:4201" is not a domain _id (POST /sports/fetch/event/lock)');
    fireEvent.click(screen.getByRole('button', { name: 'Close simulated exchange panel' }));
    expect(screen.getByRole('button', { name: 'Open simulated exchange panel' })).toHaveTextContent('⚠ 1');
    // The panel's log is not a test world's: nothing is left for the after-each check.
    log.take();
    showViolations(undefined);
  });
});
