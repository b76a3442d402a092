import type { AuditReport } from '@handoff/core/audit';

const RULES = [
  {
    id: 'handoff-audit/repeated-approach',
    level: 'warning',
    verdict: 'repeat',
    text: 'A tool call re-attempts an approach a rule in force ruled out, with no justification',
  },
  {
    id: 'handoff-audit/justified-revisit',
    level: 'note',
    verdict: 'justified_revisit',
    text: 'A tool call re-attempts a ruled-out approach after a new fact or the user’s request',
  },
  {
    id: 'handoff-audit/possible-repeat',
    level: 'note',
    verdict: 'possible_repeat',
    text: 'A tool call that changes something shares words with a rule no matcher covers (not scored)',
  },
] as const;

/**
 * The audit as SARIF 2.1.0: one result per call judged a repeat, a justified revisit or a
 * possible repeat, located at the transcript line of the call; `partialFingerprints` combine
 * the rule number and the runtime's call id, so a re-run of the same audit matches its results.
 */
export function auditSarif(
  report: AuditReport,
  options: { transcript: string; callLines: readonly number[] },
): Record<string, unknown> {
  const results = report.calls.flatMap((call, position) => {
    const rule = RULES.findIndex((r) => r.verdict === call.verdict);
    if (rule < 0) return [];
    const approach = report.rules.find((r) => r.n === call.rule)?.approach;
    const line = options.callLines[position] ?? 0;
    return [
      {
        ruleId: RULES[rule]!.id,
        ruleIndex: rule,
        level: RULES[rule]!.level,
        message: {
          text:
            `Call ${call.index} (${call.tool})` +
            (call.rule === null
              ? ''
              : ` re-attempts rule ${call.rule}${approach === undefined ? '' : ` "${approach}"`}`) +
            `: ${call.detail}`,
        },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: options.transcript.split('\\').join('/') },
              ...(line > 0 ? { region: { startLine: line } } : {}),
            },
          },
        ],
        partialFingerprints: { handoffAudit: `${call.rule ?? 0}:${call.id}` },
      },
    ];
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'handoff audit',
            informationUri: 'https://github.com/handoff-dev/handoff/blob/main/docs/audit.md',
            rules: RULES.map((r) => ({
              id: r.id,
              shortDescription: { text: r.text },
              defaultConfiguration: { level: r.level },
            })),
          },
        },
        results,
      },
    ],
  };
}
