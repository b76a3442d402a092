import { STDIN_PATH } from '../lib/stdin-path.js';
import { attendanceWords, foundWords, placeholderWords, sectionWords } from '../lib/reading.js';
import { defineRule } from '../lib/rule.js';

const HOW = 'add `kind: plan|summary|handoff` front matter or list it under `kinds` in the config';

/**
 * A file the user named (or standard input) that gets no kind is not passed over
 * in silence. Files found by walking a folder never get this report.
 */
export default defineRule({
  id: 'kind-unknown',
  meta: {
    description: 'Require a file named on the command line to have a kind, so it is not passed over in silence',
    defaultSeverity: 'warn',
    scope: 'unclassified',
    messages: {
      name: `File not linted: its name and front matter give it no kind; ${HOW}`,
      stdin:
        'Standard input not linted: it has no kind; name it with `--stdin-filename` (e.g. ' +
        '`--stdin-filename 01-PLAN.md`) or add `kind:` front matter',
      excluded: `File not linted: files matching {{where}} are not hand-off artefacts by default; ${HOW}`,
      negated: "File not linted: a `!` pattern in the config's `kinds.{{kind}}` takes its kind away",
      uncorroborated: `File not linted: it is named like a {{kind}}, but its content is not one ({{found}}); ${HOW}`,
      unreported:
        'File not linted: it is named for what comes next, and its content says neither where the work stands, what ' +
        `changed nor what failed ({{found}}): a roadmap or a to-do list; ${HOW}`,
      documentation: `File not linted: it is named like a {{kind}}, but it documents a feature ({{sections}}); ${HOW}`,
      resume: `File not linted: it is named like a {{kind}}, but it is a résumé ({{sections}}); ${HOW}`,
      business: `File not linted: it is named like a {{kind}}, but it is a business plan ({{sections}}); ${HOW}`,
      meeting: `File not linted: it is named like a {{kind}}, but it records a meeting ({{attendees}}); ${HOW}`,
      template:
        `File not linted: it is named like a {{kind}}, but it is a template (placeholders in its headings: ` +
        `{{placeholders}}); ${HOW}`,
      blank:
        `File not linted: it is named like a {{kind}}, but it is a blank form (its sections hold nothing but ` +
        `comments and empty labels); ${HOW}`,
    },
  },
  check(ctx) {
    const { reason } = ctx;
    if (reason.why === 'kind-none') return;
    if (reason.why === 'name' && ctx.file.path === STDIN_PATH) ctx.report({ messageId: 'stdin' });
    else if (reason.why === 'excluded') ctx.report({ messageId: 'excluded', data: { where: reason.where } });
    else if (reason.why === 'negated') ctx.report({ messageId: 'negated', data: { kind: reason.kind } });
    else if (reason.why === 'uncorroborated')
      ctx.report({ messageId: 'uncorroborated', data: { kind: reason.kind, found: foundWords(reason.found) } });
    else if (reason.why === 'unreported')
      ctx.report({ messageId: 'unreported', data: { kind: reason.kind, found: foundWords(reason.found) } });
    else if (reason.why === 'documentation')
      ctx.report({ messageId: 'documentation', data: { kind: reason.kind, sections: sectionWords(reason.sections) } });
    else if (reason.why === 'meeting')
      ctx.report({ messageId: 'meeting', data: { kind: reason.kind, attendees: attendanceWords(reason.sections) } });
    else if (reason.why === 'resume' || reason.why === 'business')
      ctx.report({ messageId: reason.why, data: { kind: reason.kind, sections: sectionWords(reason.sections) } });
    else if (reason.why === 'blank') ctx.report({ messageId: 'blank', data: { kind: reason.kind } });
    else if (reason.why === 'template')
      ctx.report({
        messageId: 'template',
        data: { kind: reason.kind, placeholders: placeholderWords(reason.placeholders) },
      });
    else ctx.report({ messageId: 'name' });
  },
});
