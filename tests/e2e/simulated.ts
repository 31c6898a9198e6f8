// Turns the simulated exchange's knobs from a journey, at run time (window.simulatedExchange, src/mocks/browser.ts).
import type { Page } from '@playwright/test';
import type { Knobs } from '../../src/mocks/knobs';

/** Changes knobs of the page's simulated exchange once it has started; they are saved for the page's next loads. */
export async function setSimKnobs(page: Page, patch: Partial<Knobs>): Promise<void> {
  await page.waitForFunction(() => 'simulatedExchange' in window);
  await page.evaluate((p) => {
    (window as unknown as { simulatedExchange: { setKnobs: (p: object) => void } }).simulatedExchange.setKnobs(p);
  }, patch);
}
