import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { failOnContractViolations } from './contractViolations';

// Any test during which the simulated exchange saw a request breaking the API contract fails (src/mocks/callRules.ts).
afterEach(failOnContractViolations);
