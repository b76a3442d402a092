import { runtimeScenarios } from './scenarios.js';

// gemini, installed at its pinned version (install.ts), through every scenario (scenarios.ts).
runtimeScenarios('gemini');
