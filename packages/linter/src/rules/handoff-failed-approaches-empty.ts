import type { ListItem, RootContent } from 'mdast';
import {
  findSection,
  noneReason,
  pointsToFullRecord,
  recordsDroppedApproach,
  tellsOfTrouble,
  sectionContent,
  sectionItems,
  statesNotStarted,
  type HandoffDocument,
  type HandoffSectionNode,
} from '@handoff/core/read';
import {
  MIN_NONE_REASON,
  closesTheWork,
  conventionClaim,
  freeFormClaim,
  freeFormOption,
  labelledBlocks,
  sectionBlocks,
  sectionsNamed,
  statusValues,
} from '../lib/handoff-rules-support.js';
import { displayWidth } from '../lib/display-width.js';
import { defineRule } from '../lib/rule.js';

const AT_START = { line: 1, column: 1, offset: 0 };

export default defineRule({
  id: 'handoff-failed-approaches-empty',
  meta: {
    description: 'Require a handoff document to record its failed approaches or say why there are none',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      empty:
        'Unexpected failed approaches section without an approach, expected one, or a `None.` line with the ' +
        'reason (`None. Reason: …`)',
      reasonTooShort:
        'Unexpected `None` line with a reason under {{min}} characters, ' +
        'expected why nothing failed (`None. Reason: …`)',
      missing:
        'Missing a record of failed approaches, expected a section such as `## Failed approaches` that lists what ' +
        'did not work and why, or says why nothing failed',
    },
    heldBackSummaries: {
      missing: 'no record of failed approaches found',
      reasonTooShort: 'failed approaches: `None` with no reason found',
    },
    options: { freeForm: freeFormOption },
  },
  check(ctx) {
    const { document } = ctx;
    if (document.layout !== null) {
      // The layout: the section's items are its approaches — its list items, and block items as decision buckets hold
      // them (a paragraph that opens in bold, `**Codex could not run the brief.** …`; a subheading; a table's rows).
      // A paragraph of prose before them is a lead-in (`Do not re-attempt these.`). handoff-section-missing reports
      // the section's absence.
      const section = findSection(document, 'failedApproaches');
      if (!section) return;
      const content = sectionContent(document, section);
      const items = sectionItems(document, section);
      if ([...items, ...content.filter(isBlockItem)].some((node) => noneReason(node) === null)) return;
      const blocks = [...content.filter((node) => node.type === 'paragraph'), ...items];
      const finding = noneFinding(blocks);
      // A section with nothing in it looks skipped, whoever wrote it; a `None` without its reason, in a hand-over
      // written by hand in the layout's headings, is held to the convention once its project adopts handoff.
      const claim = finding?.messageId === 'reasonTooShort' ? conventionClaim(document) : {};
      if (finding) ctx.report({ ...finding, span: section.heading, ...claim });
      return;
    }
    // A free-form handoff: whatever a failed-approaches section holds records them, unless it only says "none";
    // with no such section, a labelled line or an approach given up with its reason, anywhere, records one, a
    // hand-over that defers to another for its context keeps its record there, and one that tells of trouble met
    // (a section of problems, a problem with its cause or fix) has given an account the rule does not second-guess:
    // the absence is claimed only where nothing in the text could be the record, and reported as `freeForm` says.
    const sections = sectionsNamed(document, 'failedApproaches');
    if (sections.length === 0) {
      // A brief for a session not yet run (`**Status:** Pending`) has tried nothing: its status says why none failed;
      // a hand-over that closes its work passes on none for a next session to retry.
      const recorded =
        statusValues(document).some(statesNotStarted) ||
        closesTheWork(document) ||
        labelledBlocks(document, 'failedApproaches').length > 0 ||
        recordsDroppedApproach(document) ||
        pointsToFullRecord(document) ||
        tellsOfTrouble(document);
      if (!recorded) ctx.report({ messageId: 'missing', at: AT_START, ...freeFormClaim(ctx.options.freeForm) });
      return;
    }
    const blocks = sections.flatMap((section) => recordBlocks(document, section));
    if (blocks.some((node) => noneReason(node) === null)) return;
    const finding = noneFinding(blocks);
    if (!finding) return;
    // A section with nothing in it looks skipped, whoever wrote it; a `None` without its reason is the author's own
    // record that nothing failed, and the reason is what handoff's convention asks: claimed as `freeForm` says.
    const claim = finding.messageId === 'reasonTooShort' ? freeFormClaim(ctx.options.freeForm) : {};
    ctx.report({ ...finding, span: sections[0]!.heading, ...claim });
  },
});

/**
 * Whether a block of a section is an item of its own: a subheading, a paragraph that opens in bold, or a pipe table
 * (which the reader, parsing no tables, leaves as a paragraph that opens with `|`): its rows.
 */
function isBlockItem(node: RootContent): boolean {
  if (node.type === 'heading') return true;
  if (node.type !== 'paragraph') return false;
  const first = node.children[0];
  return first?.type === 'strong' || (first?.type === 'text' && first.value.startsWith('|'));
}

/**
 * What a free-form failed-approaches section holds: its list items, and its other blocks (a paragraph, a subsection).
 */
function recordBlocks(document: HandoffDocument, section: HandoffSectionNode): Array<RootContent | ListItem> {
  // A comment (a template's prompt) or a rule records nothing.
  return sectionBlocks(document, section).filter((node) => node.type !== 'html' && node.type !== 'thematicBreak');
}

/**
 * The finding on a section that only says "none": too short a reason, or none at all; `null` when a reason is given.
 */
function noneFinding(
  blocks: ReadonlyArray<RootContent | ListItem>,
): { messageId: 'reasonTooShort'; data: { min: number } } | { messageId: 'empty' } | null {
  const reasons = blocks.map((node) => noneReason(node)).filter((reason): reason is string => reason !== null);
  if (reasons.some((reason) => displayWidth(reason) >= MIN_NONE_REASON)) return null;
  return reasons.length > 0 ? { messageId: 'reasonTooShort', data: { min: MIN_NONE_REASON } } : { messageId: 'empty' };
}
