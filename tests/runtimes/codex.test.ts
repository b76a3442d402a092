import { runtimeScenarios } from './scenarios.js';

// codex, installed at its pinned version (install.ts), through every scenario (scenarios.ts).
runtimeScenarios('codex');
