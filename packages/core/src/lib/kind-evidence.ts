import {
  BUSINESS_HEADING_PHRASES,
  MEETING_ATTENDANCE_PHRASES,
  PLAN_HEADING_PHRASES,
  PLAN_LANDMARK_TAGS,
  PLAN_TASK_ITEMS,
  REFERENCE_HEADING_PHRASES,
  REFERENCE_SECTIONS_NEEDED,
  RESUME_HEADING_PHRASES,
  SUMMARY_DONE_ITEMS,
  SUMMARY_HEADING_PHRASES,
} from './artefact-concepts.js';
import type { DocumentKind } from './decisions/pairing.js';
import { SECTION_TITLE } from './decisions/vocabulary.js';
import {
  conceptOfHeading,
  headingMainPart,
  namesNoWorkDone,
  opensOrCloses,
  tagWords,
  type ConceptTable,
} from './handoff-document/concepts.js';
import { titleMayNameHandoff, titleNamesHandoff, titleParts, titleRestatesName } from './handoff-document/names.js';
import { HAN, toSimplified } from './markdown/han-script.js';
import type { HandoffConcept } from './handoff-concepts.js';
import type { Outline, OutlineHeading } from './markdown/outline.js';

/** One piece of content evidence: what it is (a concept, a heading phrase, a landmark) and where. */
export interface EvidenceItem {
  /** `status`, `next steps`, `accomplishments`, `<tasks>`, `2 task items`, `## Plan Decisions`. */
  what: string;
  /** The heading's text when the evidence is a heading; the label with its colon when it is a labelled line. */
  heading?: string;
  /** 1-based line. */
  line?: number;
}

/** Whether a file's content is that of the kind its name proposes, and what says so. */
export interface KindEvidence {
  corroborated: boolean;
  found: EvidenceItem[];
  /**
   * The placeholders in its headings when the content is a template's (`## Session: [DATE]`): a form, not an artefact.
   */
  template?: string[];
  /**
   * Whether the content is a blank form: headings over nothing but comments and labels with no value (`## Goal` and
   * `<!-- What we're trying to achieve -->`, `- **Done**:`), an artefact's form before anything is written into it;
   * headings over nothing at all are not one (an outline, or a file cut short).
   */
  blank?: true;
  /**
   * The sections that document a feature when a page named like a handoff is reference
   * documentation, not a session's report.
   */
  documentation?: string[];
  /** The sections of a résumé when a page named like a handoff is a person's record (`Education`, `Skills`). */
  resume?: string[];
  /** The sections of a business plan when a page named like a plan or summary is a company's (`Revenue Model`). */
  business?: string[];
  /** The label or heading that names a meeting's attendees when a page named like a handoff records a meeting. */
  meeting?: string[];
  /**
   * For a handoff: whether a concept found reports work — where it stands, what changed or what failed
   * (`REPORT_CONCEPTS`); a page of goals, files and next steps alone reports none.
   */
  reports?: boolean;
}

/**
 * How many distinct pieces of evidence corroborate a name: two concepts of a handoff, two signs of a plan or summary.
 */
export const EVIDENCE_NEEDED = 2;

/** How many headings a file with no content under them needs to be a form (one alone is a title over nothing). */
const BLANK_FORM_HEADINGS = 2;

const CONCEPT_WORDS: Record<HandoffConcept, string> = {
  goal: 'goal',
  status: 'status',
  activeFiles: 'active files',
  changes: 'changes',
  failedApproaches: 'failed approaches',
  nextSteps: 'next steps',
};

/**
 * The headings that may name a part of the document: every heading but a title — the first
 * heading when it is an h1 (`# Next session`, `# Summary`) names the document, not a part.
 */
function sectionHeadings(headings: readonly OutlineHeading[]): OutlineHeading[] {
  return headings[0]?.depth === 1 ? headings.slice(1) : [...headings];
}

/** Where a labelled line stands among headings when a concept is shown: below all of them (h1 to h6). */
const LABEL_DEPTH = 7;

/** The concepts by which a page reports a session: where it stands, what changed, what failed. */
const REPORT_CONCEPTS: ReadonlySet<HandoffConcept> = new Set(['status', 'changes', 'failedApproaches']);

/** The top-level sections of a page: its headings of the shallowest depth under the title. */
function topSections(headings: readonly OutlineHeading[]): OutlineHeading[] {
  const depth = Math.min(...headings.map((heading) => heading.depth));
  return headings.filter((heading) => heading.depth === depth);
}

/** Whether a heading opens or closes with one of `phrases` (`Technical Skills` closes with `skills`). */
function headedBy(heading: OutlineHeading, phrases: readonly string[]): boolean {
  const main = headingMainPart(heading.text);
  return phrases.some((phrase) => opensOrCloses(main, phrase));
}

/**
 * The sections of a documentation page, or `null`. Of the top-level sections, at least `REFERENCE_SECTIONS_NEEDED`
 * and at least half are headed by reference documentation's phrases (`Overview`, `Configuration`,
 * `Troubleshooting`), and none of the others reports a session: none says where it stands, what changed or what failed
 * (`REPORT_CONCEPTS`). A page may also have a `Quick start` or a `Files` section; a handoff may have an `Overview` or
 * `Code examples` beside its `Current state`. A page of reference sections that reports nothing explains a thing and
 * is no session's note.
 */
function referenceSections(headings: readonly OutlineHeading[], table?: ConceptTable): string[] | null {
  const sections = topSections(headings);
  const documentation: string[] = [];
  let reports = 0;
  for (const heading of sections) {
    if (headedBy(heading, REFERENCE_HEADING_PHRASES)) documentation.push(heading.text);
    else {
      const concept = conceptOfHeading(heading.text, table);
      if (concept !== null && REPORT_CONCEPTS.has(concept)) reports++;
    }
  }
  const mostly = documentation.length >= REFERENCE_SECTIONS_NEEDED && documentation.length * 2 >= sections.length;
  return mostly && reports === 0 ? documentation : null;
}

/**
 * The sections of a résumé, or `null`: at least `REFERENCE_SECTIONS_NEEDED` of the top-level sections are headed by
 * a résumé's phrases (`Professional Summary`, `Experience`, `Education`, `Skills`), and they outnumber the sections
 * that name a hand-over's concept (a résumé's `Objective` or `Summary` reads as one). A person's record is no
 * session's note, whatever its name (`resume.md`).
 */
function resumeSections(headings: readonly OutlineHeading[], table?: ConceptTable): string[] | null {
  const resume: string[] = [];
  let concepts = 0;
  for (const heading of topSections(headings)) {
    if (headedBy(heading, RESUME_HEADING_PHRASES)) resume.push(heading.text);
    else if (conceptOfHeading(heading.text, table) !== null) concepts++;
  }
  return resume.length >= REFERENCE_SECTIONS_NEEDED && resume.length > concepts ? resume : null;
}

/**
 * The sections of a business plan, or `null`: at least `REFERENCE_SECTIONS_NEEDED` of the top-level sections are headed
 * by a business plan's phrases (`Executive Summary`, `Market Opportunity`, `Revenue Model`, `Go-To-Market`, `Use of
 * Funds`), and they outnumber the sections headed by the kind's own phrases (`phrases`: tasks, steps, changes). A
 * company's plan for a market is no agent's plan of work, nor its report, whatever its name (`business-plan.md`).
 */
function businessSections(headings: readonly OutlineHeading[], phrases: readonly string[]): string[] | null {
  const business: string[] = [];
  let own = 0;
  for (const heading of topSections(headings)) {
    if (headedBy(heading, BUSINESS_HEADING_PHRASES)) business.push(heading.text);
    else if (headedBy(heading, phrases)) own++;
  }
  return business.length >= REFERENCE_SECTIONS_NEEDED && business.length > own ? business : null;
}

/**
 * The label or heading that names who attended, or `null`: a page whose label or heading is one of
 * `MEETING_ATTENDANCE_PHRASES` as a whole (`**Attendees:** …`, `## Participants`) records a meeting — a consultancy's
 * session notes (the ninety-third sample's twelve, titled `# Session Notes: September 12, 2025` in a `Sessions/`
 * folder) — not a session of work handed to the next one, whatever its name.
 */
function attendance(outline: Outline, headings: readonly OutlineHeading[]): string[] | null {
  const parts = [...outline.labels.map((label) => label.text), ...headings.map((heading) => heading.text)];
  const named = parts.filter((text) => MEETING_ATTENDANCE_PHRASES.includes(headingMainPart(text)));
  return named.length > 0 ? named : null;
}

/**
 * The nouns that head a title naming a plan or a summary, in the languages of the readings (the handoff concepts'
 * table): Spanish, French and German share `plan`; `plano` is Portuguese, `piano` Italian, `план` Russian, `계획` and
 * `플랜` Korean, `计画` Japanese (`計画`, as the reader simplifies it).
 */
const TITLE_NOUNS: Readonly<Record<'plan' | 'summary', readonly string[]>> = {
  // `方案` (a scheme, a proposal: `业务重塑方案`) names a plan's approach as a heading, not the plan as a title.
  plan: ['plan', 'plano', 'piano', 'план', '계획', '플랜', '计划', '计画'],
  // Not `résumé` nor `resume`: a person's record shares them.
  summary: ['summary', 'resumen', 'resumo', 'riepilogo', 'bilan', 'zusammenfassung', 'итоги', '요약', '总结', '小结'],
};

/**
 * The words that join a noun to what it is of or for, after it (`Plan for the auth rewrite`, `Plan d'exécution`,
 * `Plano de implementação`, `Piano di migrazione`, `Resumen de cambios`): in English, in the Romance languages and in
 * Russian a title may open with its noun, which these say it is headed by.
 */
const JOINS_AFTER_NOUN: ReadonlySet<string> = new Set(
  'for of de d du des pour do da dos das del para di della dello per для по'.split(' '),
);

/**
 * How a document's title names it a plan or a summary, or `null`: as a label, the noun alone before a colon or a
 * spaced dash (`# Plan: Phase 3 — Auth`), which says what the document is as front matter would and corroborates its
 * name alone; or as a phrase (`# Implementation Plan: User Auth`, `# Phase 2 Summary`, `# 实施计划：导出`), where one
 * of its parts is headed by the kind's noun, with a word that says which — its last word, as an English noun phrase is
 * headed, or the close of a run of Han characters —, one sign of the kind beside which another must stand. Either way
 * the title holds a word the file's name does not (`titleRestatesName`): a title that says no more than the name is no
 * sign beside it.
 */
function titleNamesKind(text: string, kind: 'plan' | 'summary', fileName: string): 'label' | 'phrase' | null {
  const nouns = TITLE_NOUNS[kind];
  const simplified = toSimplified(text);
  // A title that says no more than the name adds nothing to it (`# Lesson Plan` in `lesson-plan.md`).
  if (titleRestatesName(simplified, fileName)) return null;
  const parts = titleParts(simplified);
  // The noun alone before a colon or a spaced dash labels what follows as the plan or summary it is (`# Plan: Phase 3 —
  // Auth`, `# Plan — Fase 7: User accounts`: the eighty-fifth sample's plans): the document says what it is, as front
  // matter would.
  // With its number the noun labels as well (`# Plan 15 — Rename the plugin`, `# plan-05 · Update the README`: the
  // two-hundred-and-fifth sample's plans), and a spaced middle dot parts a title as a spaced dash does.
  const labelWords = parts[0]!.words;
  const labelled =
    /^[^:：\s]+(?:\s+#?\d+)?(?:\s*[:：]|\s+[-–—·]+\s)/u.test(simplified.trim()) &&
    (labelWords.length === 1 || (labelWords.length === 2 && /^\d+$/.test(labelWords[1]!)));
  if (labelled && nouns.includes(labelWords[0]!) && parts.slice(1).some(({ words }) => words.length > 0))
    return 'label';
  const names = parts.some(({ words }) => {
    const last = words.at(-1);
    if (last === undefined) return false;
    // The noun alone (`# Plan`, `# Summary`) opens any page; a title says which plan or summary it is, after the noun
    // where a joining word says it heads the title (`# Plan d'exécution — Atelier`: the hundred-and-sixty-fifth
    // sample's).
    if (words.length >= 2 && nouns.includes(last)) return true;
    if (words.length >= 3 && nouns.includes(words[0]!) && JOINS_AFTER_NOUN.has(words[1]!)) return true;
    return nouns.some((noun) => HAN.test(noun) && last.length > noun.length && last.endsWith(noun));
  });
  return names ? 'phrase' : null;
}

/**
 * The title of a file's outline as a sign of a hand-over, or `null`: a title that names one (`titleNamesHandoff`) in
 * words the file's name does not hold, in a file whose title may name one (`titleMayNameHandoff`: not `README.md`,
 * nor `SYSTEM_DESIGN.md`).
 */
function handoffTitle(outline: Outline, fileName: string): EvidenceItem | null {
  const first = outline.headings[0];
  if (first?.depth !== 1 || !titleMayNameHandoff(fileName)) return null;
  if (titleRestatesName(first.text, fileName) || !titleNamesHandoff(first.text)) return null;
  return { what: 'title', heading: first.text, line: first.line };
}

/**
 * Whether the content read from a file's head (`readOutline`) is that of `kind`
 * (docs/real-files.md, "Kinds"): never for a template (placeholders in its headings); a handoff carries at least two
 * handoff concepts in its headings or in the labels its root blocks open with (the synonym table), or one and a title
 * that names a hand-over; a plan states work
 * to do and a summary reports work done — its decisions section, or two of: headings of the kind
 * (`PLAN_HEADING_PHRASES`, `SUMMARY_HEADING_PHRASES`), a plan's landmark tags, a plan's task list, a summary's items of
 * work done, a title that names the kind in words its `fileName` does not hold.
 */
export function kindEvidence(kind: DocumentKind, outline: Outline, table?: ConceptTable, fileName = ''): KindEvidence {
  const headings = sectionHeadings(outline.headings);
  // A plan's or summary's own decisions section says what it is, whatever else its headings hold.
  const title = kind === 'handoff' ? null : SECTION_TITLE[kind];
  const section = headings.find((heading) => heading.depth === 2 && heading.text.trim().toLowerCase() === title);
  if (section)
    return {
      corroborated: true,
      found: [{ what: `## ${section.text.trim()}`, heading: section.text, line: section.line }],
    };
  // A template is the form of an artefact, not one: its headings wait for values (`## Session: [DATE]`).
  if (outline.placeholders.length > 0)
    return { corroborated: false, found: [], template: [...new Set(outline.placeholders)] };
  // So is a blank form: its headings hold nothing yet (the seventy-fourth sample's session memory, read as a hand-over
  // and claimed to lack what none of its sections had been written into).
  if (outline.headings.length >= BLANK_FORM_HEADINGS && outline.contentLines === 0 && outline.formLines > 0)
    return { corroborated: false, found: [], blank: true };
  if (kind === 'handoff') {
    const documentation = referenceSections(headings, table);
    if (documentation !== null) return { corroborated: false, found: [], documentation };
    const resume = resumeSections(headings, table);
    if (resume !== null) return { corroborated: false, found: [], resume };
    const meeting = attendance(outline, headings);
    if (meeting !== null) return { corroborated: false, found: [], meeting };
    // A labelled line names a part as a heading does (`- **Next step:** …`, `Blockers: none`), as the rules read it,
    // below every heading. Each concept is shown by its highest part, the first of them: the section, not a
    // subheading inside another section (`### Pending user decisions` under `## 2. Current State` is not where the
    // next steps are when `## 6. Next Steps` follows).
    // A tag alone on its line heads a part as an h2 does (`<current_state>`); its words name it.
    type Part = { text: string; line: number; depth: number; words?: string };
    const labels = outline.labels.map((label) => ({ text: `${label.text}:`, line: label.line, depth: LABEL_DEPTH }));
    const tags = outline.sectionTags.map((tag) => ({ ...tag, depth: 2, words: tagWords(tag.text) }));
    const best = new Map<HandoffConcept, Part>();
    for (const part of [...headings, ...labels, ...tags] as Part[]) {
      const concept = conceptOfHeading(part.words ?? part.text, table);
      if (concept === null) continue;
      const known = best.get(concept);
      if (known === undefined || part.depth < known.depth) best.set(concept, part);
    }
    const found: EvidenceItem[] = [...best]
      .sort(([, a], [, b]) => a.line - b.line)
      .map(([concept, part]) => ({ what: CONCEPT_WORDS[concept], heading: part.text, line: part.line }));
    const reports = [...best.keys()].some((concept) => REPORT_CONCEPTS.has(concept));
    // A title that names a hand-over in words the name does not hold is one sign of it, as a plan's title is of a plan
    // (`# Handoff: Credential Switch Bug` over `**Status:** Ready for testing`).
    const title = handoffTitle(outline, fileName);
    if (title !== null) found.unshift(title);
    return { corroborated: best.size + (title === null ? 0 : 1) >= EVIDENCE_NEEDED, found, reports };
  }
  const phrases = kind === 'plan' ? PLAN_HEADING_PHRASES : SUMMARY_HEADING_PHRASES;
  const business = businessSections(headings, phrases);
  if (business !== null) return { corroborated: false, found: [], business };
  const found: EvidenceItem[] = [];
  const first = outline.headings[0];
  const titled = first?.depth === 1 ? titleNamesKind(first.text, kind, fileName) : null;
  if (titled !== null) found.push({ what: 'title', heading: first!.text, line: first!.line });
  const seen = new Set<string>();
  for (const heading of headings) {
    const main = headingMainPart(heading.text);
    if (kind === 'summary' && namesNoWorkDone(main)) continue;
    const phrase = phrases.find((candidate) => opensOrCloses(main, candidate));
    if (phrase === undefined || seen.has(phrase)) continue;
    seen.add(phrase);
    found.push({ what: phrase, heading: heading.text, line: heading.line });
  }
  if (kind === 'plan') {
    for (const tag of PLAN_LANDMARK_TAGS) if (outline.tags.has(tag)) found.push({ what: `<${tag}>` });
    if (outline.taskItems >= PLAN_TASK_ITEMS) found.push({ what: `${outline.taskItems} task items` });
  } else if (outline.doneItems >= SUMMARY_DONE_ITEMS) found.push({ what: `${outline.doneItems} items of work done` });
  return { corroborated: found.length >= EVIDENCE_NEEDED || titled === 'label', found };
}
