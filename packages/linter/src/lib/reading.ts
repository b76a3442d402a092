import type { EvidenceItem } from '@handoff/core/read';
import type { FileReading } from './file-reading.js';

const SOURCE_WORDS = {
  'front-matter-kind': 'front matter `kind:`',
  'front-matter-plan': 'front matter `plan:` names its plan',
  'plan-reference': "a summary's `plan:` names it",
  config: "the config's `kinds`",
  'file-name': 'its name',
  title: 'its title',
} as const;

const ARTEFACT_WORDS = { plan: 'a plan', summary: 'a summary', handoff: 'a session handoff' } as const;

const LAYOUT_WORDS = {
  rendered: 'the RESUME.md layout (written by `resume write`)',
  headings: 'the RESUME.md layout (four or more of its six headings)',
  declared: 'the RESUME.md layout (declared)',
} as const;

/** One piece of evidence in words: `status (## State right now)`, `<tasks>`. */
function evidenceWords(item: EvidenceItem): string {
  return item.heading === undefined ? item.what : `${item.what} (\`${item.heading}\`)`;
}

/**
 * What a file named like an artefact was found to hold, for a message: `found only next steps (\`## Pending\`)`, or
 * `found none of its sections`.
 */
export function foundWords(found: readonly EvidenceItem[]): string {
  return found.length === 0 ? 'found none of its sections' : `found only ${found.map(evidenceWords).join(', ')}`;
}

/** A template's placeholders, for a message: `\`[Name]\`, \`{date}\``. */
export function placeholderWords(placeholders: readonly string[]): string {
  return placeholders.map((placeholder) => `\`${placeholder}\``).join(', ');
}

/** A documentation page's sections, for a message: `sections \`Overview\`, \`Configuration\`, \`File format\``. */
export function sectionWords(sections: readonly string[]): string {
  return `sections ${sections.map((section) => `\`${section}\``).join(', ')}`;
}

/** The labels or headings that name a meeting's attendees, for a message: `it names its attendees: \`Attendees\``. */
export function attendanceWords(named: readonly string[]): string {
  return `it names its attendees: ${named.map((text) => `\`${text}\``).join(', ')}`;
}

/**
 * Why a file was read as what it was, in one line (`handoff lint --print-kinds`): the kind and
 * its source, the content that corroborated a name, a handoff's layout, and for a file with no
 * kind the reason — so a user can see what was read as what, and why not.
 */
export function describeReading(reading: FileReading): string {
  if (reading.kind === null) {
    const reason = reading.noKind ?? { why: 'name' as const };
    switch (reason.why) {
      case 'name':
        return 'no kind: its name and front matter name no plan, summary or handoff';
      case 'excluded':
        return `no kind: files matching ${reason.where} are not hand-off artefacts by default`;
      case 'kind-none':
        return 'no kind: front matter `kind: none`';
      case 'negated':
        return `no kind: a \`!\` pattern in the config's \`kinds.${reason.kind}\` takes it away`;
      case 'blank':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, but it is a blank form ` +
          '(its sections hold nothing but comments, empty labels and blanks in brackets)'
        );
      case 'template':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, but it is a template ` +
          `(placeholders in its headings: ${placeholderWords(reason.placeholders)})`
        );
      case 'documentation':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, but it documents a feature ` +
          `(${sectionWords(reason.sections)})`
        );
      case 'resume':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, but it is a résumé ` +
          `(${sectionWords(reason.sections)})`
        );
      case 'meeting':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, but it records a meeting ` +
          `(${attendanceWords(reason.sections)})`
        );
      case 'business':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, but it is a business plan ` +
          `(${sectionWords(reason.sections)})`
        );
      case 'unreported':
        return (
          'no kind: named for what comes next, but its content reports no work: where it stands, what changed or ' +
          `what failed (${foundWords(reason.found)}); a roadmap or a to-do list`
        );
      case 'uncorroborated':
        return (
          `no kind: named like ${ARTEFACT_WORDS[reason.kind]}, ` +
          `but its content is not one (${foundWords(reason.found)})`
        );
    }
  }
  const parts = [`${reading.kind} by ${SOURCE_WORDS[reading.source ?? 'file-name']}`];
  if (reading.evidence.length > 0) parts.push(`content: ${reading.evidence.map(evidenceWords).join(', ')}`);
  if (reading.kind === 'handoff' && reading.layout !== undefined)
    parts.push(reading.layout === null ? 'free form' : LAYOUT_WORDS[reading.layout]);
  if (reading.history !== undefined) parts.push(`kept as history (${reading.history}): no hand-over rule runs on it`);
  if (reading.adopted === false) parts.push('project has not adopted handoff: findings are warnings');
  return parts.join('; ');
}
