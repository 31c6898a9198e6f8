// The sports lists' own small icons: live TV, a filled follow star, the bookmaker and fancy marks.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export const TvIcon = (p: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...p}>
    <rect x="3" y="7" width="18" height="12" rx="2" />
    <path d="m8 3 4 4 4-4" />
  </svg>
);

/** Outline when not followed, filled when followed. */
export const FollowStarIcon = ({ filled, ...p }: IconProps & { filled: boolean }) => (
  <svg
    {...base}
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
    {...p}
  >
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </svg>
);

