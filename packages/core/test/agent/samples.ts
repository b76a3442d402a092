/** An agent's packet in the provider-safe shape, every field filled: what `fromAgentPacket` takes. */
export const PACKET = {
  goal_id: 'G-42',
  outcome_acceptance: 'The MCP server lists every tool; the e2e test passes.',
  authority: 'The lead decides the scope.',
  policy: 'Commit on the branch only.',
  source: 'branch agents at abc123, session S-1',
  working_state: 'clean tree, fingerprint fp-1, dirty fp-2',
  progress: 'Schemas done.',
  decisions: 'TypeBox stays the one source.',
  live_work: 'none',
  next_safe_action: 'Run npm test.',
  restart_id: 'R-7',
  checkpoint_digest: null,
};
