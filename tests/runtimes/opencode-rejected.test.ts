import { runtimeScenarios } from './scenarios.js';

// OpenCode, installed at its pinned version (install.ts), through the rejected scenario
// (scenarios.ts): its runs are the lane's slowest, one file each so two workers share them.
runtimeScenarios('opencode', ['rejected']);
