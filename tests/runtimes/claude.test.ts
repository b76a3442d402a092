import { runtimeScenarios } from './scenarios.js';

// claude, installed at its pinned version (install.ts), through every scenario (scenarios.ts).
runtimeScenarios('claude');
