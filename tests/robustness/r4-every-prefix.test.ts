import { describePrefixSuite } from './helpers/prefixes.js';

// R4, part 1: the lint fixtures (test-fixtures/lint). Part 2 (examples, corpus, the rest)
// is its own file so vitest runs the two halves on both cores.
describePrefixSuite('R4 every prefix: lint fixtures', (name) => name.startsWith('test-fixtures/lint/'));
