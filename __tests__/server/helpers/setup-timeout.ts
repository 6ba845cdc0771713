/** The server project's setup: each test's and hook's timeout follows this run's reference start-up (./time-budget.ts). */
import { testTimeoutMs } from './time-budget';

jest.setTimeout(testTimeoutMs());
