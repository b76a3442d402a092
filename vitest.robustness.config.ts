import { defineConfig } from 'vitest/config';
import { shared as base } from './vitest.config.js';

// The robustness lane (`npm run test:robustness`): hostile input that takes seconds a file —
// pathological and huge Markdown, deep nesting, every prefix of every fixture, fast-check
// never-throws, bytes through the CLI, faults injected into every store writer, a full disk.
// Several run the built packages, so the script builds first. Kept out of `npm test` so the
// default suite stays under 90 seconds; CI runs it.
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/robustness/**/*.test.ts'], exclude: ['**/node_modules/**'] } });
