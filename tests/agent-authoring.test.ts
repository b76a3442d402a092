import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import {
  agentSchemas,
  fromAgentHandoffRecord,
  fromAgentImplementationDecisions,
  fromAgentPlanDecisions,
  type AgentSchemaName,
} from '@handoff/core/agent';
import { lintText } from '@handoff/linter';
import { anthropicStrictViolations, openAiStrictViolations } from '../packages/core/test/agent/provider-subsets.js';

// The promise of the authoring schemas: an object a model returns under the schema, once
// `fromAgent…` accepts it, renders to Markdown that `handoff lint` finds no error in.

const SEED = 20261201;
const ajv = new Ajv({ strict: true, allErrors: true });
const validators = new Map<AgentSchemaName, ValidateFunction>();
function acceptedBySchema(name: AgentSchemaName, value: unknown): boolean {
  if (!validators.has(name)) validators.set(name, ajv.compile(agentSchemas[name]));
  return validators.get(name)!(value);
}

// Words, Markdown metacharacters, label words of other buckets and fields, unicode.
const PIECES = [
  'word',
  'Zeta',
  '42',
  ' ',
  '.',
  ';',
  ':',
  '?',
  '!',
  '*',
  '**',
  '_',
  '`',
  '```',
  '#',
  '## H',
  '\n',
  '-',
  '- x',
  '1.',
  '>',
  '<',
  '<tasks>',
  '|',
  '\\',
  '[x]',
  '](',
  '&amp;',
  '(none)',
  'None',
  'Why:',
  'Reason:',
  'Source:',
  'Constraints:',
  'Rejected because:',
  'Plan said',
  'I did',
  'Verification:',
  'D-1',
  'O-2',
  'DT-3',
  'Q-6',
  'é',
  '漢字',
  '👩‍💻',
  '\u00a0',
];
const fragment = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
/** A value long enough for every minimum length of the record (40 for the goal). */
const text = fc
  .tuple(
    fc.constantFrom(
      'The store keeps each record whole after a crash',
      'Sessions hand over their reasoning through RESUME.md',
    ),
    fragment,
  )
  .map(([head, tail]) => `${head} ${tail}`);
const ids = <T>(prefix: string, xs: T[]) => xs.map((x, i) => ({ id: `${prefix}-${i + 1}`, ...x }));

const plan = fc.record({
  mechanical: fc.constant(null),
  locked: fc.array(fc.record({ statement: text, why: text, source: text }), { maxLength: 3 }).map((xs) => ids('D', xs)),
  open: fc
    .array(fc.record({ space: text, constraints: text, reasonLeftOpen: text }), { maxLength: 3 })
    .map((xs) => ids('O', xs)),
  rejected: fc
    .array(fc.record({ alternative: text, rejectedBecause: text }), { maxLength: 3 })
    .map((xs) => ids('R', xs)),
});

const summary = fc.record({
  mechanical: fc.constant(null),
  taken: fc
    .array(
      fc.oneof(fc.record({ reason: text, option: text }), fc.record({ reason: text, mooted: fc.constant(true) })),
      { maxLength: 3 },
    )
    .map((xs) => xs.map((x, i) => ({ id: `DT-${i + 1}`, openRef: `O-${i + 1}`, ...x }))),
  deviations: fc
    .array(
      fc.record({
        planSaid: text,
        iDid: text,
        reason: text,
        verification: text,
        lockedRef: fc.constantFrom(null, 'D-1', 'D-4'),
      }),
      { maxLength: 3 },
    )
    .map((xs) => ids('DV', xs)),
  questions: fc.array(fc.record({ question: text, whyItMatters: text }), { maxLength: 3 }).map((xs) => ids('Q', xs)),
});

const record = fc
  .record({
    goal: text,
    status: fc.constantFrom('running', 'partial', 'blocked'),
    status_note: fc.option(text, { nil: null }),
    active_files: fc.array(
      fc.record({ path: fc.constantFrom('src/a.ts', 'docs/agents.md', 'packages/x y/z.md'), purpose: text }),
      { minLength: 1, maxLength: 3 },
    ),
    changes: fc.array(fc.record({ what: text, why: text }), { minLength: 1, maxLength: 3 }),
    failed_approaches: fc.array(fc.record({ approach: text, why_failed: text }), { maxLength: 3 }),
    next_steps: fc.array(
      fc.record({
        step: text,
        command: fc.option(fc.constantFrom('npm test', 'npx vitest run tests/e2e', 'echo `x` | wc'), { nil: null }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map((r) => ({
    ...r,
    no_failed_approaches_reason:
      r.failed_approaches.length === 0 ? 'Nothing was tried that failed in this session.' : null,
    next_steps: [{ step: 'Run the whole suite first', command: 'npm test' }, ...r.next_steps],
  }));

async function errorsOf(markdown: string, filePath: string): Promise<string[]> {
  const result = await lintText(markdown, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`);
}

describe(`an object the authoring schema accepts renders to Markdown that lints clean (fast-check seed ${SEED})`, () => {
  test('Plan Decisions → plan.md', async () => {
    await fc.assert(
      fc.asyncProperty(plan, async (value) => {
        expect(acceptedBySchema('planDecisions', value)).toBe(true);
        const result = fromAgentPlanDecisions(value);
        expect(result.ok).toBe(true);
        if (result.ok) expect(await errorsOf(`# Plan\n\n${result.text}`, 'plan.md')).toEqual([]);
      }),
      { numRuns: 150, seed: SEED },
    );
  }, 120_000);

  test('Implementation Decisions → summary.md', async () => {
    await fc.assert(
      fc.asyncProperty(summary, async (value) => {
        expect(acceptedBySchema('implementationDecisions', value)).toBe(true);
        const result = fromAgentImplementationDecisions(value);
        expect(result.ok).toBe(true);
        if (result.ok)
          expect(await errorsOf(`# Summary\n\n## Files Changed\n\n- a.ts\n\n${result.text}`, 'summary.md')).toEqual([]);
      }),
      { numRuns: 150, seed: SEED },
    );
  }, 120_000);

  test('the handoff record → RESUME.md', async () => {
    await fc.assert(
      fc.asyncProperty(record, async (value) => {
        expect(acceptedBySchema('handoffRecord', value)).toBe(true);
        const result = fromAgentHandoffRecord(value);
        expect(result.ok ? [] : result.problems).toEqual([]);
        if (result.ok) expect(await errorsOf(result.text, 'RESUME.md')).toEqual([]);
      }),
      { numRuns: 150, seed: SEED },
    );
  }, 120_000);
});

describe('the lint in these properties is not vacuous', () => {
  test('a plan item without its Why is an error under the same file name', async () => {
    const result = fromAgentPlanDecisions({
      mechanical: null,
      locked: [{ id: 'D-1', statement: 'Use TypeBox', why: 'one source', source: 'ADR 3' }],
      open: [],
      rejected: [],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await errorsOf(`# Plan\n\n${result.text.replace(' Why: one source.', '')}`, 'plan.md')).toEqual([
      expect.stringMatching(/^item-field-missing 6:1 /),
    ]);
  });

  test('a RESUME.md without its failed approaches is an error', async () => {
    const result = fromAgentHandoffRecord({
      goal: 'Make hand-offs between AI coding agents machine-checkable, end to end.',
      status: 'running',
      status_note: null,
      active_files: [{ path: 'a.ts', purpose: 'the entry point' }],
      changes: [{ what: 'Added the entry', why: 'the CLI needs one' }],
      failed_approaches: [],
      no_failed_approaches_reason: 'Nothing failed in this short session.',
      next_steps: [{ step: 'Run the tests', command: 'npm test' }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cut = result.text.replace(/## Failed approaches\n\n[^\n]*\n\n/, '');
    expect(await errorsOf(cut, 'RESUME.md')).toEqual([expect.stringMatching(/^handoff-section-missing 1:1 /)]);
  });
});

describe('the README call shapes, run against stub clients', () => {
  const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
  const block = (title: string) => new RegExp(`${title}:\\n\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1] ?? '';
  const PLAN_OBJECT = {
    mechanical: null,
    locked: [{ id: 'D-1', statement: 'Use TypeBox', why: 'one schema source', source: 'architecture constraint' }],
    open: [{ id: 'O-1', space: 'Tool names', constraints: 'snake_case', reasonLeftOpen: 'taste' }],
    rejected: [],
  };
  const RECORD_OBJECT = {
    goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
    status: 'running',
    status_note: null,
    active_files: [{ path: 'README.md', purpose: 'shows the call shapes' }],
    changes: [{ what: 'Added the agents section', why: 'users need one real call per provider' }],
    failed_approaches: [],
    no_failed_approaches_reason: 'Nothing was tried that failed in this session.',
    next_steps: [{ step: 'Run the README tests', command: 'npx vitest run tests/agent-authoring.test.ts' }],
  };

  async function run(code: string, stub: string, name: string): Promise<{ requests: unknown[]; logged: unknown[] }> {
    const module = join(import.meta.dirname, `.readme-${name}-${process.pid}.ts`);
    writeFileSync(module, `${stub}\n${code}\n`);
    const requests: unknown[] = [];
    (globalThis as { __requests?: unknown[] }).__requests = requests;
    const logged: unknown[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((value: unknown) => void logged.push(value));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await import(/* @vite-ignore */ module);
    } finally {
      log.mockRestore();
      error.mockRestore();
      rmSync(module, { force: true });
    }
    return { requests, logged };
  }

  test('OpenAI: response_format json_schema, strict, the plan-decisions schema', async () => {
    const code = block('OpenAI, strict structured output');
    expect(code).toContain("import OpenAI from 'openai';");
    const stub =
      `const planText = '# Plan';\nclass OpenAI { chat = { completions: { create: async ` +
      `(request) => { globalThis.__requests.push(request); return { choices: [{ message: { content: ` +
      `${JSON.stringify(JSON.stringify(PLAN_OBJECT))} } }] }; } } }; }`;
    const { requests, logged } = await run(code.replace("import OpenAI from 'openai';\n", ''), stub, 'openai');
    const request = requests[0] as {
      response_format: { type: string; json_schema: { strict: boolean; schema: object } };
    };
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.strict).toBe(true);
    expect(request.response_format.json_schema.schema).toBe(agentSchemas.planDecisions);
    expect(
      openAiStrictViolations(
        request.response_format.json_schema.schema as Parameters<typeof openAiStrictViolations>[0],
      ),
    ).toEqual([]);
    expect(logged).toEqual([
      expect.stringMatching(/^## Plan Decisions\n\n### Locked \(executor MUST follow\)\n- D-1: Use TypeBox\./),
    ]);
  });

  test('Anthropic: a strict tool with the handoff-record schema', async () => {
    const code = block('Anthropic, strict tool use');
    expect(code).toContain("import Anthropic from '@anthropic-ai/sdk';");
    const stub =
      `const sessionNotes = 'notes';\nclass Anthropic { messages = { create: async ` +
      `(request) => { globalThis.__requests.push(request); return { content: [{ type: 'text', text: ` +
      `'Here it is.' }, { type: 'tool_use', id: 'toolu_1', name: 'write_handoff', input: ` +
      `${JSON.stringify(RECORD_OBJECT)} }] }; } }; }`;
    const { requests, logged } = await run(
      code.replace("import Anthropic from '@anthropic-ai/sdk';\n", ''),
      stub,
      'anthropic',
    );
    const request = requests[0] as {
      tools: Array<{ strict: boolean; input_schema: object }>;
      tool_choice: { type: string; name: string };
    };
    expect(request.tools[0]!.strict).toBe(true);
    expect(request.tools[0]!.input_schema).toBe(agentSchemas.handoffRecord);
    expect(
      anthropicStrictViolations(request.tools[0]!.input_schema as Parameters<typeof anthropicStrictViolations>[0]),
    ).toEqual([]);
    expect(request.tool_choice).toEqual({ type: 'tool', name: 'write_handoff' });
    expect(logged).toEqual([expect.stringMatching(/^# Session handoff\n\n## Goal\n/)]);
  });
});
