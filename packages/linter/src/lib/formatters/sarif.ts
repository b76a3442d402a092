import { readFileSync } from 'node:fs';
import { redactPath } from '@handoff/core/secrets';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ArtifactLocation, Invocation, Log, Notification, ReportingDescriptor, Result } from 'sarif';
import type { LintResult } from '../diagnostic.js';
import { ruleUrl, type Rule, type RuleScope } from '../rule.js';
import { fingerprintsFor } from './fingerprints.js';
import { relativeToRoot, repositoryRoot } from './repository-root.js';
import { DESCRIPTION_LIMIT, ruleHelp, truncate } from './rule-help.js';
import type { Formatter } from './types.js';

/** The base id relative artifact URIs are resolved against; `originalUriBaseIds` says where it is. */
const SRCROOT = '%SRCROOT%';

/**
 * The score code scanning ranks security alerts by (over 9.0 is "critical"); a committed credential scores as CodeQL's
 * hard-coded-credential queries do.
 */
const SECRET_SECURITY_SEVERITY = '9.8';

/** What each rule scope reads, as code scanning tags (filterable in the alerts list). */
const SCOPE_TAGS: Record<RuleScope, string[]> = {
  decisions: ['plan', 'summary'],
  pair: ['summary', 'plan'],
  unpaired: ['summary'],
  handoff: ['handoff-document'],
  text: [],
  unclassified: [],
};

/**
 * SARIF 2.1.0, one run, with what GitHub code scanning reads: every rule of `context.rules` (short and
 * full description, help as text and Markdown from its doc page, help URI, tags, precision,
 * `security-severity` on `secret`), results with `partialFingerprints`, artifact URIs relative
 * to the repository root (`%SRCROOT%`: the git root, else `GITHUB_WORKSPACE`, else the working
 * folder; absolute `file:` URIs outside it). A fatal finding (no rule: an unreadable or binary
 * file) is a tool execution notification, not a result, and makes `executionSuccessful` false.
 */
export const formatSarif: Formatter = (results, context) => {
  const root = repositoryRoot(context.cwd, context.env);
  const rules = descriptors(context.rules, results);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const sarifResults: Result[] = [];
  const notifications: Notification[] = [];
  let failed = false;
  const artifacts: NonNullable<Log['runs'][number]['artifacts']> = [];

  for (const result of results) {
    const artifactIndex = artifacts.length;
    const artifactLocation = location(result.filePath, root);
    artifacts.push({ location: artifactLocation });
    const findings = result.messages.filter((m) => m.ruleId !== null);
    const fingerprints =
      findings.length === 0
        ? []
        : fingerprintsFor(findings, artifactLocation.uri!, sourceText(result, context.sources));
    let finding = 0;
    for (const m of result.messages) {
      const physicalLocation = {
        artifactLocation: { ...artifactLocation, index: artifactIndex },
        region: { startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn },
      };
      // No rule: a file that could not be read (the run failed on it), or a warning about an inline directive.
      if (m.ruleId === null) {
        notifications.push({
          level: m.fatal && m.severity === 2 ? 'error' : 'warning',
          message: { text: redactPath(m.message) },
          locations: [{ physicalLocation }],
        });
        if (m.fatal) failed = true;
        continue;
      }
      sarifResults.push({
        ruleId: m.ruleId,
        ruleIndex: ruleIndex.get(m.ruleId)!,
        level: m.severity === 2 ? 'error' : 'warning',
        message: { text: redactPath(m.message) },
        locations: [{ physicalLocation }],
        partialFingerprints: { primaryLocationLineHash: fingerprints[finding++]! },
      });
    }
  }

  const invocation: Invocation = {
    executionSuccessful: !failed,
    toolExecutionNotifications: notifications,
    workingDirectory: { uri: folderUri(context.cwd) },
  };
  const semver =
    context.version !== undefined && /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(context.version);
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
            ...(semver ? { semanticVersion: context.version } : {}),
            rules,
          },
        },
        originalUriBaseIds: {
          [SRCROOT]: {
            uri: folderUri(root),
            description: { text: 'The repository root: the git root, else GITHUB_WORKSPACE, else the working folder' },
          },
        },
        columnKind: 'utf16CodeUnits',
        artifacts,
        results: sarifResults,
        invocations: [invocation],
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
};

/**
 * A descriptor for every rule given (the whole registry from the CLI, turned-off rules included: code scanning expects
 * rules to change only with the tool), then any rule id a result names that is not among them.
 */
function descriptors(ran: ReadonlyArray<Rule>, results: readonly LintResult[]): ReportingDescriptor[] {
  const out = ran.map(describe);
  const known = new Set(ran.map((rule) => rule.id));
  for (const result of results) {
    for (const m of result.messages) {
      if (m.ruleId === null || known.has(m.ruleId)) continue;
      known.add(m.ruleId);
      out.push(describeUnknown(m.ruleId));
    }
  }
  return out;
}

function describe(rule: Rule): ReportingDescriptor {
  const helpUri = ruleUrl(rule.id);
  const help = ruleHelp(rule.id);
  const short = truncate(rule.meta.description, DESCRIPTION_LIMIT);
  const secret = rule.id === 'secret';
  const level = rule.meta.defaultSeverity === 'error' ? 'error' : 'warning';
  return {
    id: rule.id,
    shortDescription: { text: short },
    fullDescription: { text: help?.fullDescription ?? short },
    help: help
      ? { text: help.text, markdown: help.markdown }
      : { text: `${short}. Documentation: ${helpUri}`, markdown: `${short}. [Documentation](${helpUri})` },
    helpUri,
    defaultConfiguration: { level },
    properties: {
      tags: secret ? ['handoff', 'security', 'external/cwe/cwe-798'] : ['handoff', ...SCOPE_TAGS[rule.meta.scope]],
      // The structural rules are exact checks of the documented format; the secret scanner matches patterns.
      precision: secret ? 'high' : 'very-high',
      'problem.severity': level,
      ...(secret ? { 'security-severity': SECRET_SECURITY_SEVERITY } : {}),
    },
  };
}

/** A rule outside the registry (a caller's own rules list): every field code scanning requires, from the id alone. */
function describeUnknown(id: string): ReportingDescriptor {
  const text = `handoff rule ${id}`;
  return { id, shortDescription: { text }, fullDescription: { text }, help: { text } };
}

/** The text a result's fingerprints are computed from: standard input's from `sources`, a file's from disk. */
function sourceText(result: LintResult, sources: ReadonlyMap<string, string> | undefined): string | undefined {
  const given = sources?.get(result.filePath);
  if (given !== undefined) return given;
  if (!isAbsolute(result.filePath)) return undefined;
  try {
    return readFileSync(result.filePath, 'utf8');
  } catch {
    return undefined;
  }
}

/** Where a result's file is, as a URI; a secret in a file or folder name is redacted (the URI is for display). */
function location(filePath: string, root: string): ArtifactLocation {
  if (!isAbsolute(filePath)) return { uri: encodeURI(redactPath(filePath).split('\\').join('/')) };
  const rel = relativeToRoot(filePath, root);
  if (rel === undefined) return { uri: pathToFileURL(redactPath(filePath)).href };
  return { uri: redactPath(rel).split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function folderUri(folder: string): string {
  const href = pathToFileURL(redactPath(folder)).href;
  return href.endsWith('/') ? href : `${href}/`;
}
