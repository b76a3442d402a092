/**
 * What the content of a plan and of a summary says, as headings and landmarks: the evidence a
 * file name is corroborated by before it gives a kind (docs/real-files.md, "Kinds"). A plan
 * states work to do, a summary reports work done; a glossary, a table of contents or a résumé
 * that shares the name says neither. Data only; `kind-evidence.ts` reads an outline with it.
 * Phrases are matched as the handoff concepts are (`handoff-document/concepts.ts`): at the
 * start or the end of a heading's main part, lower case.
 */

/**
 * Heading phrases of a plan: the work to do, how it will be done and checked. A noun stands in the singular where its
 * plural is the same word with an `s`, which the matcher adds: `task` heads `Tasks` and `Task 1: …` alike.
 */
export const PLAN_HEADING_PHRASES: readonly string[] = [
  'task',
  'task list',
  'step',
  'implementation',
  'implementation plan',
  'implementation steps',
  'implementation units',
  'phases',
  'approach',
  'technical approach',
  'proposed solution',
  'proposed changes',
  'solution',
  'acceptance criteria',
  'success criteria',
  'verification',
  'test plan',
  'testing plan',
  'scope',
  'scope boundaries',
  'objective',
  'objectives',
  'goal',
  'goals',
  'milestones',
  'deliverables',
  'requirements',
  'files to create',
  'files to modify',
  'files to change',
  'files to update',
  'work items',
  'rollout',
  'aufgaben',
  'schritte',
  'umsetzung',
  'lösung',
  'vorgehen',
  'akzeptanzkriterien',
  'tareas',
  'pasos',
  'implementación',
  'solución',
  'criterios de aceptación',
  // A phase of the work, numbered (`Phase 1: Refine error messaging`), and how it will be built: its technical
  // context and the structure of the code it adds (`Technical Context`, `Project Structure`).
  'phase',
  'technical context',
  'project structure',
  // Chinese: tasks, steps, implementation, goal, acceptance criteria, scope, requirements, approach, milestones,
  // phases, deliverables, test plan.
  '任务',
  '步骤',
  '实施',
  '目标',
  '验收标准',
  '范围',
  '需求',
  '方案',
  '技术方案',
  '里程碑',
  '阶段',
  '交付物',
  '测试计划',
];

/** Heading phrases of a summary: the work done, what changed, how it was checked. */
export const SUMMARY_HEADING_PHRASES: readonly string[] = [
  'accomplishments',
  'what was built',
  'what was done',
  'what shipped',
  'what landed',
  'what changed',
  'changes',
  'changes made',
  'summary of changes',
  'files created',
  'files modified',
  'files changed',
  'deviations',
  'deviations from plan',
  'decisions made',
  'commits',
  'task commits',
  'per-task commits',
  'verification results',
  'verification',
  'test results',
  'tests added',
  'issues encountered',
  'self-check',
  'results',
  'outcome',
  'completed',
  'completed tasks',
  'delivered',
  'what was delivered',
  // A log of the execution is a record of the work done (`Execution Changelog`, `Final Execution Log`).
  'changelog',
  'execution log',
  'challenges',
  'ergebnisse',
  'änderungen',
  'umgesetzt',
  'resultados',
  'cambios realizados',
  // Indonesian: what was built, verification, deviations, changes.
  'apa yang dibangun',
  'verifikasi',
  'deviasi',
  'perubahan',
  // Chinese: delivered, verification, completed, changes, results, deviations, commits.
  '交付',
  '验证',
  '已完成',
  '完成情况',
  '变更',
  '改动',
  '修改',
  '成果',
  '结果',
  '偏差',
  '提交',
];

/**
 * Heading phrases of reference documentation: a page that explains how a thing is installed,
 * configured and used. A page named like a session handoff whose sections are mostly these
 * documents a handoff feature (`Overview`, `Configuration`, `File format`, `Troubleshooting`);
 * it reports no session (docs/real-files.md, "Documentation pages").
 */
export const REFERENCE_HEADING_PHRASES: readonly string[] = [
  'overview',
  'introduction',
  'installation',
  'install',
  'setup',
  'configuration',
  'config',
  'settings',
  'options',
  'usage',
  'how to use',
  'how it works',
  'getting started',
  'api',
  'api reference',
  'reference',
  'commands',
  'cli',
  'examples',
  'example',
  'troubleshooting',
  'faq',
  'format',
  'file format',
  'schema',
  'features',
  'requirements',
  'prerequisites',
  'limitations',
  'integration',
  'see also',
  'related',
  'license',
  'contributing',
];

/**
 * Heading phrases of a résumé: a person's record, which shares a hand-over's name (`resume.md`). A page named like a
 * session handoff whose sections are mostly these is no session's note (docs/real-files.md, "A résumé is a person's
 * record").
 */
/**
 * The labels and headings that name who attended a meeting (`**Attendees:** Sachee Perera, Boney Mylady`), in the
 * languages of the concepts table: a meeting's record names its people, an agent's session does not.
 */
export const MEETING_ATTENDANCE_PHRASES: readonly string[] = [
  'attendees',
  'attendance',
  'in attendance',
  'participants',
  'teilnehmer',
  'teilnehmende',
  'anwesend',
  'asistentes',
  'participantes',
  'partecipanti',
  'présents',
  'deelnemers',
  'aanwezig',
  'katılımcılar',
  'người tham dự',
  'участники',
  '参加者',
  '出席者',
  '参会人员',
  '与会人员',
  '참석자',
];

export const RESUME_HEADING_PHRASES: readonly string[] = [
  'professional summary',
  'career summary',
  'career objective',
  'experience',
  'employment',
  'employment history',
  'education',
  'skills',
  'certifications',
  'certificates',
  'awards',
  'honors',
  'publications',
  'work history',
  'languages',
  'interests',
  'hobbies',
  'contact',
  'contact information',
];

/**
 * Heading phrases of a business plan: a company's plan for a market, which shares a work plan's name
 * (`business-plan.md`). A page named like a plan or a summary whose sections are mostly these is no agent's plan or
 * report (docs/real-files.md, "A business plan is a company's plan").
 */
export const BUSINESS_HEADING_PHRASES: readonly string[] = [
  'executive summary',
  'market',
  'target market',
  'competition',
  'competitive',
  'competitors',
  'revenue',
  'business model',
  'pricing',
  'cost',
  'funding',
  'use of funds',
  'financial',
  'financials',
  'go-to-market',
  'go to market',
  'marketing',
  'sales',
  'investors',
  // The same in Chinese (`执行摘要`, `市场机会`, `定价策略`, `收入预测`, `融资需求`: the seventy-third sample's
  // `business-plan.md`, a commercialization proposal), compared in Simplified characters.
  '执行摘要',
  '市场',
  '竞争',
  '收入',
  '商业模式',
  '定价',
  '成本',
  '融资',
  '财务',
  '营销',
  '销售',
  '投资',
];

/** How many sections of another page's kind, at least half of a page's sections, make it that page. */
export const REFERENCE_SECTIONS_NEEDED = 3;

/** Root-level HTML tags of a plan's layout (GSD and its forks): `<objective>`, `<tasks>`, … */
export const PLAN_LANDMARK_TAGS: readonly string[] = ['objective', 'tasks', 'task', 'success_criteria', 'verification'];

/** How many task list items (`- [ ] …`) count as one piece of evidence of a plan. */
export const PLAN_TASK_ITEMS = 2;

/**
 * How many list items that open with a verb in the past tense (`- Added …`, `- Replaced …`) count as one piece of
 * evidence of a summary: work reported done, as a plan's task list is work to do.
 */
export const SUMMARY_DONE_ITEMS = 3;
