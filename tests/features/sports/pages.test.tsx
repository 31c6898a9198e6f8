// The sports pages against the simulated exchange: /inplay, /sports, a sport by its fixed route or its lower-case name, and an unknown one.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import InPlayPage from '../../../src/features/sports/InPlayPage';
import SportPage from '../../../src/features/sports/SportPage';
import SportsPage from '../../../src/features/sports/SportsPage';
import { renderAt, setUpSportsTestBed } from './harness';

const bed = setUpSportsTestBed();

describe('sports pages', () => {
  it('/inplay opens every sport on the In Play tab', async () => {
    renderAt('/inplay', <InPlayPage />);
    expect(screen.getByRole('heading', { name: 'In-Play' })).toBeInTheDocument();
    await bed.until(() => expect(screen.getByRole('region', { name: 'Cricket' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^In Play/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Soccer' })).toBeInTheDocument();
  });

  it('/sports shows a tile per sport leading to its page, with live counts', async () => {
    renderAt('/sports', <SportsPage />);
    const tiles = screen.getByRole('list', { name: 'All sports' });
    await bed.until(() => expect(within(tiles).getByRole('link', { name: /Cricket/ })).toBeInTheDocument());
    expect(within(tiles).getByRole('link', { name: /Cricket/ })).toHaveAttribute('href', '/cricket');
    expect(within(tiles).getByRole('link', { name: /Horse Racing/ })).toHaveAttribute('href', '/horseracing');
    expect(within(tiles).getByRole('link', { name: /Casino/ })).toHaveAttribute('href', '/casino');
    await bed.until(() => expect(within(tiles).getByRole('link', { name: /Cricket/ })).toHaveTextContent(/\d+ today/));
  });

  it('/sports carries the Quick Links and All Sports menu for screens without the side panel', async () => {
    renderAt('/sports', <SportsPage />);
    const menu = screen.getByRole('navigation', { name: 'Sports' });
    expect(within(menu).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    await bed.until(() => expect(within(menu).getByRole('button', { name: 'Cricket' })).toBeInTheDocument());
  });

  it('/tennis lists tennis only, with its competitions', async () => {
    renderAt('/tennis', <SportPage />);
    expect(screen.getByRole('heading', { name: 'Tennis' })).toBeInTheDocument();
    await bed.until(() => expect(screen.getByRole('region', { name: 'Tennis' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cricket' })).toBeNull();
    await bed.until(() => expect(screen.getByRole('button', { name: 'ATP Finals' })).toBeInTheDocument());
  });

  it('a sport page holds its icon\'s place while the games list loads, and shows its competitions only under an answered event list', async () => {
    renderAt('/tennis', <SportPage />);
    const header = screen.getByRole('heading', { name: 'Tennis' }).closest('header')!;
    expect(header.querySelector('.icon')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Competitions' })).toBeNull();
    await bed.until(() => expect(screen.getByRole('heading', { name: 'Competitions' })).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Tennis' })).toBeInTheDocument();
  });

  it('a sport by its lower-case name in the games list, with its icon from there', async () => {
    renderAt('/soccer', <SportPage />);
    await bed.until(() => expect(screen.getByRole('region', { name: 'Soccer' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Soccer' }).closest('header')?.querySelector('img')).toHaveAttribute(
      'src',
      '/assets/sports/soccer-inactive.svg',
    );
  });

  it('an unknown sport name is not found', async () => {
    renderAt('/curling', <SportPage />);
    await bed.until(() => expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument());
  });
});
