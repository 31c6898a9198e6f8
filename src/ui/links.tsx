// The app's links: an <a> with the route's href whose plain click navigates in the app, built on the
// router's own hooks (useHref, useLinkClickHandler, useResolvedPath). react-router's <Link> also
// carries its framework mode's route-module prefetching and URL masking, which a declarative router
// never uses but every page downloads (about 2 kB gzip on the home page; README, Dependencies).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path ('/casino', '/fullmarket/…'). */
  to: string;
  /** History state handed to the next screen. */
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, state, replace, onClick, target, ...rest }: LinkProps): React.JSX.Element {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click (new tab, new window) or another target is left to the browser.
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

/**
 * Whether the location `pathname` is within the link's path `to`: the same path, or (unless `end`)
 * a path under it. '/' is active on '/' only. Both compared without case, as the router matches.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return here.startsWith(base) && here.charAt(base.length) === '/';
}

export interface NavLinkProps extends LinkProps {
  /** Active on its own path only, not on the paths under it. */
  end?: boolean;
}

/** A link marked `active` (class) and `aria-current="page"` while the location is within its path. */
export function NavLink({ end, className, ...props }: NavLinkProps): React.JSX.Element {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(props.to).pathname, end);
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...props} className={classes} aria-current={active ? 'page' : undefined} />;
}
