// What an agent writes, in the form strict structured output accepts: the authoring schemas
// and the functions that turn a model's object into the record or Markdown.
export { agentSchemaFileName, agentSchemas, type AgentSchemaName, type JsonSchema } from './lib/agent/index.js';
export {
  fromAgentHandoffRecord,
  fromAgentImplementationDecisions,
  fromAgentPacket,
  fromAgentPlanDecisions,
  fromAgentRejection,
  type AgentProblem,
  type AgentResult,
} from './lib/agent/index.js';
