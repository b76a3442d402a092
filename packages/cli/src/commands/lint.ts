import type { Command } from '../lib/io.js';

const lint: Command = {
  async run(_args, io) {
    io.stderr('handoff lint: not built yet\n');
    return 2;
  },
};
export default lint;
