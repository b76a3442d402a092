import { defineRule } from '../lib/rule.js';
import { TIME_BASE_MS, WORK_BUDGET_NS } from '../lib/parse-budget.js';

/**
 * A file whose Markdown would take too long or too much memory to parse is reported instead
 * of parsed (docs/robustness.md "Parse budget"): the engine never parses it, and runs only the
 * raw-text rules (`secret`, front matter) on it; this rule says why (turned off, it only stops
 * saying so).
 */
export default defineRule({
  id: 'parse-budget-exceeded',
  meta: {
    description: 'Disallow Markdown too costly to parse in linear time and memory',
    defaultSeverity: 'error',
    scope: 'text',
    guardsParse: true,
    messages: {
      overWork:
        'Unexpected Markdown too costly to parse, {{construct}} would take about {{seconds}} s ' +
        '(the budget is {{budget}} s), so only secrets and front matter were checked',
      overMemory:
        'Unexpected Markdown too costly to read, it would take about {{mib}} MiB (the budget is {{budget}} MiB), ' +
        'so only secrets and front matter were checked',
      overTime:
        'Unexpected parse time, linting this file did not finish within {{seconds}} s, ' +
        'so it was stopped and not linted',
    },
    options: {
      timeBudgetMs: {
        description:
          'How long linting one file may take, in milliseconds, before it is stopped and reported; ' +
          'a file gets twice as much more per MiB of text. The backstop for Markdown the pre-scan does not ' +
          'foresee as costly: raise it on a slow machine. It applies whether the rule is on or off.',
        schema: { type: 'integer', minimum: 1, maximum: 3_600_000 },
        default: TIME_BASE_MS,
      },
    },
  },
  check(context) {
    const excess = context.parseBudget;
    if (!excess) return;
    if (excess.kind === 'work') {
      context.report({
        messageId: 'overWork',
        data: {
          construct: excess.construct,
          seconds: seconds(excess.nanos / 1e6),
          budget: seconds(WORK_BUDGET_NS / 1e6),
        },
        at: { line: excess.line, column: 1, offset: excess.offset },
      });
    } else if (excess.kind === 'memory') {
      context.report({ messageId: 'overMemory', data: { mib: mib(excess.bytes), budget: mib(excess.limit) } });
    } else {
      context.report({ messageId: 'overTime', data: { seconds: seconds(excess.limitMs) } });
    }
  },
});

function seconds(ms: number): string {
  return ms >= 10_000 ? String(Math.round(ms / 1000)) : (ms / 1000).toFixed(1);
}

function mib(bytes: number): string {
  return String(Math.round(bytes / 1024 / 1024));
}
