import { claude } from './claude.js';
import { codex } from './codex.js';
import { gemini } from './gemini.js';
import { opencode } from './opencode.js';
import type { RuntimeAdapter, RuntimeName } from './types.js';

export { RUNTIMES, type RuntimeAdapter, type RuntimeName } from './types.js';

/** Each runtime's adapter, by the name `--runtime` takes. */
export const ADAPTERS: Readonly<Record<RuntimeName, RuntimeAdapter>> = { claude, codex, gemini, opencode };
