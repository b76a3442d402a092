export { createHandoffServer, runStdioServer, type HandoffServerOptions } from './lib/server.js';
