import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { failOnContractViolations } from './contractViolations';

// Any test during which the simulated exchange saw a request breaking the API contract fails (src/mocks/callRules.ts).
afterEach(failOnContractViolations);

// `npm test` runs the journeys beside Vitest, so a component may take longer than Testing Library's
// default second to show what a `findBy`/`waitFor` waits for; the wait still ends the moment it shows.
// (@testing-library/dom's own configure: importing the React one here would load react-dom before the
// render-count tests put their hook in place.)
if (typeof document !== 'undefined') (await import('@testing-library/dom')).configure({ asyncUtilTimeout: 4_000 });
