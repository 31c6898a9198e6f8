import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { setAppScheduler } from '../streams/scheduler';
import { failOnContractViolations } from './contractViolations';

// Files share a worker's modules (isolate: false): each starts on the real clock, whatever the file before it left set.
beforeAll(() => setAppScheduler(null));

// Any test during which the simulated exchange saw a request breaking the API contract fails (src/mocks/callRules.ts).
afterEach(failOnContractViolations);
