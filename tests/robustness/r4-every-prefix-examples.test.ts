import { describePrefixSuite } from './helpers/prefixes.js';

// R4, part 2: every Markdown fixture outside test-fixtures/lint (examples, corpus, core).
describePrefixSuite('R4 every prefix: examples and corpus', (name) => !name.startsWith('test-fixtures/lint/'));
