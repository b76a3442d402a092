import { pathToFileURL } from 'node:url';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import type { Formatter } from './types.js';
import { displayPath } from './paths.js';

/**
 * SARIF 2.1.0, one run: rule metadata for the rules that reported, file URIs relative to
 * `%SRCROOT%` (the working folder). A fatal finding (no rule: unreadable or binary file)
 * is a tool execution notification, not a result, since a result needs a rule.
 */
export const formatSarif: Formatter = (results, context) => {
  const byId = new Map(context.rules.map((rule) => [rule.id, rule]));
  const used: string[] = [];
  const ruleIndex = new Map<string, number>();
  const sarifResults: Result[] = [];
  const notifications: NonNullable<NonNullable<Log['runs'][number]['invocations']>[number]['toolExecutionNotifications']> = [];
  const artifacts: NonNullable<Log['runs'][number]['artifacts']> = [];

  for (const result of results) {
    const artifactIndex = artifacts.length;
    const artifactLocation = location(result.filePath, context.cwd);
    artifacts.push({ location: artifactLocation });
    for (const m of result.messages) {
      const physicalLocation = {
        artifactLocation: { ...artifactLocation, index: artifactIndex },
        region: { startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn },
      };
      if (m.ruleId === null) {
        notifications.push({ level: 'error', message: { text: m.message }, locations: [{ physicalLocation }] });
        continue;
      }
      if (!ruleIndex.has(m.ruleId)) {
        ruleIndex.set(m.ruleId, used.length);
        used.push(m.ruleId);
      }
      sarifResults.push({
        ruleId: m.ruleId,
        ruleIndex: ruleIndex.get(m.ruleId)!,
        level: m.severity === 2 ? 'error' : 'warning',
        message: { text: m.message },
        locations: [{ physicalLocation }],
      });
    }
  }

  const rules: ReportingDescriptor[] = used.map((id) => {
    const rule = byId.get(id);
    const descriptor: ReportingDescriptor = { id, helpUri: `https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/${id}.md` };
    if (rule) {
      descriptor.shortDescription = { text: rule.meta.description };
      descriptor.defaultConfiguration = { level: rule.meta.defaultSeverity === 'error' ? 'error' : 'warning' };
    }
    return descriptor;
  });

  const log: Log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'handoff',
            informationUri: 'https://github.com/handoff-dev/handoff',
            ...(context.version ? { version: context.version } : {}),
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(context.cwd.endsWith('/') ? context.cwd : `${context.cwd}/`).href } },
        artifacts,
        results: sarifResults,
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
};

function location(filePath: string, cwd: string): { uri: string; uriBaseId?: string } {
  if (!filePath.startsWith('/') && !/^[a-zA-Z]:[\\/]/.test(filePath)) return { uri: encodeURI(filePath) };
  const shown = displayPath(filePath, cwd);
  if (shown === filePath) return { uri: pathToFileURL(filePath).href };
  return { uri: shown.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}
