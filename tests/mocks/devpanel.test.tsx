// The development panel opens from its corner button and turns the shared knobs.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevPanel } from '../../src/mocks/DevPanel';
import { DEFAULT_KNOBS, KNOBS_STORAGE_KEY, getKnobs, initKnobs } from '../../src/mocks/knobs';

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

    fireEvent.click(screen.getByRole('button', { name: 'odds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close simulated exchange panel' }));
    expect(getKnobs().malformed).toEqual([]);
    // Collapsed, the button shows a dot while a fault knob is on.
    expect(screen.getByRole('button', { name: 'Open simulated exchange panel' })).toHaveTextContent('•');
    initKnobs('', undefined, DEFAULT_KNOBS);
  });
});
