export { main } from './main.js';
export type { CommandIo } from './lib/io.js';
