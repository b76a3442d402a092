import { findSection, leavesStepsToPerson, offersIdeasOnly, sectionContent, spanOf } from '@handoff/core/read';
import {
  closesTheWork,
  conventionClaim,
  freeFormClaim,
  freeFormOption,
  givesCommandBlock,
  givesRunnableLine,
  holdsRunnableStep,
  labelledBlocks,
  saysNothingLeft,
  sectionsNamed,
} from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

const AT_START = { line: 1, column: 1, offset: 0 };

export default defineRule({
  id: 'handoff-next-step-no-command',
  meta: {
    description: 'Require at least one next step of a handoff document that a reader can run',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      noCommand:
        'Unexpected next steps without a command, expected at least one step a reader can run: ' +
        'a command in a code block or code span (`npm test`), or a line that starts with one',
      missing:
        'Missing next steps, expected a section such as `## Next steps` with at least one step a reader can run ' +
        '(`npm test`)',
    },
    heldBackSummaries: { missing: 'no step to run found', noCommand: 'no step to run found' },
    options: { freeForm: freeFormOption },
  },
  check(ctx) {
    const { document } = ctx;
    // In the layout the first Next steps section is the one (handoff-section-missing reports its absence);
    // a free-form handoff may spread its steps over several (`Pending`, `Next step`).
    const sections =
      document.layout !== null
        ? [findSection(document, 'nextSteps')].filter((section) => section !== undefined)
        : sectionsNamed(document, 'nextSteps');
    // A free-form hand-over that gives commands to run anywhere (`## Resume checklist` and a `bash` block, `Re-run
    // \`npm test\`` under `How to continue`) has a step its reader can run, whatever the section that holds it is
    // called: looked for only once a report is due. Its report is made as `freeForm` says. One written by hand in the
    // layout's headings is held to the convention once its project adopts handoff.
    const report = (descriptor: Parameters<typeof ctx.report>[0]) => {
      if (document.layout !== null) ctx.report({ ...descriptor, ...conventionClaim(document) });
      else if (!givesCommandBlock(document) && !givesRunnableLine(document))
        ctx.report({ ...descriptor, ...freeFormClaim(ctx.options.freeForm) });
    };
    if (sections.length === 0) {
      // A hand-over whose status says the work is complete (`**Status:** Milestone complete`) leaves no step.
      if (document.layout !== null || closesTheWork(document)) return;
      // Steps written as labelled lines (`Next steps: run …`) instead of a section.
      const labelled = labelledBlocks(document, 'nextSteps');
      const at = labelled[0] ? spanOf(labelled[0]) : undefined;
      // With no next steps read, any command the hand-over gives may be its step (under a heading the table does not
      // read, or in a brief whose body is its steps): `report` holds their absence back when it gives one to run.
      if (!at) report({ messageId: 'missing', at: AT_START });
      else if (!holdsRunnableStep(labelled)) report({ messageId: 'noCommand', span: at });
      return;
    }
    // The whole section counts: a fence that slipped out of its list item is still the step's command.
    if (sections.some((section) => holdsRunnableStep(sectionContent(document, section)))) return;
    // A section that says no work remains (`None.`, `Nothing left`, `All tasks complete`) holds no step
    // to run, nor does one of ideas to weigh (`Future work`, `Consider …`, `Backlog items to brainstorm:`), nor one
    // that leaves its steps to a person (`Remaining — Aaron Only`, `Manual steps`): the report is for the first
    // section that leaves work open to the reader, if any.
    const open = sections.find(
      (section) =>
        !saysNothingLeft(document, section) &&
        !offersIdeasOnly(section.headingText, sectionContent(document, section)) &&
        !leavesStepsToPerson(section.headingText),
    );
    if (open) report({ messageId: 'noCommand', span: open.heading });
  },
});
