export { agentSchemaFileName, agentSchemas, type AgentSchemaName } from './schemas.js';
export {
  fromAgentHandoffRecord,
  fromAgentImplementationDecisions,
  fromAgentPacket,
  fromAgentPlanDecisions,
  fromAgentRejection,
  type AgentProblem,
  type AgentResult,
} from './from-agent.js';
export type { JsonSchema } from './strict-schema.js';
