// The machine inspector's event log as a developer reads it, for the inspector journeys (bet slip, casino round).
import type { Locator, Page } from '@playwright/test';

/** One row of the log: its step number, the event, the state path it led to. */
export interface LoggedStep {
  n: number;
  event: string;
  path: string;
}

/** The rows of the log in `scope` (the inspector window, or the panel docked in the app). */
export function loggedSteps(scope: Page | Locator): Promise<LoggedStep[]> {
  return scope
    .getByTestId('inspector-log')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => ({
        n: Number(r.getAttribute('data-step')),
        event: (r.querySelector('td.ev')?.textContent ?? '').trim(),
        path: (r.querySelector('[data-testid=step-path]')?.textContent ?? '').trim(),
      })),
    );
}
