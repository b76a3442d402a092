// What an agent writes, in the form strict structured output accepts: the authoring schemas
// and the functions that turn a model's object into the record or Markdown.
export * from './lib/agent/index.js';
