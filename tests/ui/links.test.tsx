import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from '../../src/ui/links';

afterEach(cleanup);

function Where(): React.JSX.Element {
  const { pathname, state } = useLocation();
  return <output aria-label="where">{`${pathname} ${JSON.stringify(state)}`}</output>;
}

const at = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

describe('isActivePath', () => {
  it.each([
    ['/cricket', '/cricket', false, true],
    ['/cricket/4', '/cricket', false, true],
    ['/cricketer', '/cricket', false, false],
    ['/cricket/4', '/cricket', true, false],
    ['/Cricket', '/cricket', false, true],
    ['/cricket', '/', false, false],
    ['/', '/', true, true],
    ['/casino/1', '/casino/', false, true],
  ])('%s within %s (end %s): %s', (pathname, to, end, active) => {
    expect(isActivePath(pathname, to, end)).toBe(active);
  });
});

describe('Link', () => {
  it("is an anchor of the route's href whose click navigates in the app with its state", () => {
    at('/', <Link to="/casino" state={{ from: 'home' }}>Casino</Link>);
    const link = screen.getByRole('link', { name: 'Casino' });
    expect(link.getAttribute('href')).toBe('/casino');
    fireEvent.click(link);
    expect(screen.getByLabelText('where').textContent).toBe('/casino {"from":"home"}');
  });

  it('calls its own onClick first, and a prevented click stays put', () => {
    const onClick = vi.fn<(e: React.MouseEvent) => void>((e) => e.preventDefault());
    at('/', <Link to="/casino" onClick={onClick}>Casino</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('where').textContent).toBe('/ null');
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    at('/', <Link to="/casino">Casino</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }), { ctrlKey: true });
    expect(screen.getByLabelText('where').textContent).toBe('/ null');
  });
});

describe('NavLink', () => {
  it('is marked active and the current page within its path, and not elsewhere', () => {
    at(
      '/cricket/4',
      <>
        <NavLink to="/" end>Home</NavLink>
        <NavLink to="/cricket" className="tab">Cricket</NavLink>
      </>,
    );
    const cricket = screen.getByRole('link', { name: 'Cricket' });
    expect(cricket.className).toBe('tab active');
    expect(cricket.getAttribute('aria-current')).toBe('page');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.className).toBe('');
    expect(home.hasAttribute('aria-current')).toBe(false);
    fireEvent.click(home);
    expect(home.className).toBe('active');
    expect(cricket.className).toBe('tab');
  });
});
