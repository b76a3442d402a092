import { defineConfig } from 'vitest/config';
import { shared as base } from './vitest.config.js';

// The real-files regression lane: `npm run test:corpus`, run by CI with ../shared beside the clone.
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/corpus/**/*.test.ts'], exclude: ['**/node_modules/**'] } });
