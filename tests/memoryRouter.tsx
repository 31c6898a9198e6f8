import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** AppRouter's `router` for a test: a memory router opened at `path`. */
export const atPath =
  (path: string) =>
  (app: ReactNode): ReactNode => <MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>;
