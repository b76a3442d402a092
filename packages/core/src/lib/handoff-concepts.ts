/**
 * The concepts of a session handoff and the headings that name them, in the languages the
 * real corpus shows: the synonym table a hand-written handoff is recognised and read by
 * (docs/real-files.md, "Session handoffs in free form"). Data only; the matching is
 * `handoff-document/concepts.ts`. A config extends it (`handoffs.headings`).
 *
 * A phrase names its concept when it is the heading's head: its first or last words, before
 * any dash, colon or parenthesis (`Next steps for PLAN`, `Immediate next task`, `Git state`).
 * Phrases in scripts written without spaces between words (Japanese, Chinese) and in Korean,
 * whose endings attach to the word, may stand anywhere in the heading. Every phrase is lower
 * case, as the matcher compares it.
 */
import type { HandoffSectionName } from './handoff-vocabulary.js';

/** A concept of a session handoff: the six sections of the rendered layout, named the same way. */
export type HandoffConcept = HandoffSectionName;

/** The languages of the table. */
export type ConceptLanguage = 'en' | 'de' | 'es' | 'pt' | 'it' | 'fr' | 'nl' | 'tr' | 'vi' | 'ru' | 'ja' | 'ko' | 'zh';

/** One concept and the heading phrases that name it, per language. */
export interface ConceptPhrases {
  concept: HandoffConcept;
  phrases: Readonly<Partial<Record<ConceptLanguage, readonly string[]>>>;
}

/**
 * The synonym table, one row per concept in the layout's order. The English, German and
 * Spanish rows hold what the development split of the corpus writes (their counts are in
 * docs/real-files.md) and the common words beside them; the Turkish and Vietnamese rows begin
 * with what batch 15's development part writes (`Durum`, `Devam`, `Mục đích`, `Trạng thái`); the
 * French, Dutch, Japanese, Korean and Chinese rows hold each language's ordinary words for the concepts (the Dutch
 * since the sixtieth sample's `docs/HANDOVER.md`, `## Open punten`, as Dutch names were read before). A
 * row that names the next steps names the next step too, in the singular, as the English row does
 * (`Próximo paso`, `Nächster Schritt`), and a row's plural noun stands beside its singular (`gotchas` and
 * `gotcha`, `Packaging gotcha:`): the matcher adds a plural `s` only.
 */
export const HANDOFF_CONCEPT_PHRASES: readonly ConceptPhrases[] = [
  {
    concept: 'goal',
    phrases: {
      // The focus of the moment is what the work is on (`## Current Focus`, a memory bank's active context).
      en: [
        'goal',
        'goals',
        'objective',
        'objectives',
        'purpose',
        'mission',
        'what we were working on',
        'working on',
        'current focus',
      ],
      de: ['ziel', 'ziele', 'projektziel', 'zielsetzung'],
      es: ['objetivo', 'objetivos', 'tarea abordada', 'tareas abordadas'],
      pt: ['objetivo', 'objetivos', 'meta'],
      it: ['obiettivo', 'obiettivi', 'scopo'],
      fr: ['objectif', 'objectifs'],
      nl: ['doel', 'doelen', 'doelstelling'],
      tr: ['amaç', 'hedef', 'hedefler'],
      vi: ['mục đích', 'mục tiêu'],
      ru: ['цель', 'цели', 'задача', 'текущий фокус'],
      ja: ['目標', '目的', 'ゴール'],
      ko: ['목표', '목적'],
      zh: ['目标', '目的'],
    },
  },
  {
    concept: 'status',
    phrases: {
      en: [
        'status',
        'state',
        'current state',
        'current status',
        'where we left off',
        'where things stand',
        'where we are',
        'progress',
        // Where the work stands, taken at the hand-over (`## Snapshot`, `Current Snapshot`).
        'snapshot',
        'current snapshot',
      ],
      de: ['status', 'stand', 'aktueller stand', 'projektstatus', 'zustand'],
      es: ['estado', 'estado actual', 'situación actual'],
      pt: ['estado', 'estado atual', 'situação atual'],
      it: ['stato', 'stato attuale', 'situazione attuale', 'a che punto siamo'],
      fr: ['état', 'état actuel', 'statut', 'avancement', 'où en est-on', 'où en sommes-nous', 'où sommes-nous'],
      nl: ['huidige status', 'stand van zaken', 'voortgang'],
      tr: ['durum', 'mevcut durum', 'ilerleme'],
      vi: ['trạng thái', 'tình trạng', 'tiến độ'],
      ru: ['статус', 'состояние', 'текущее состояние'],
      ja: ['状態', 'ステータス', '進捗', '現状', '現在の状況'],
      ko: ['상태', '진행 상황', '현황', '지금 어디'],
      zh: ['状态', '进度', '现状', '当前'],
    },
  },
  {
    concept: 'activeFiles',
    phrases: {
      en: [
        'active files',
        'files',
        'key files',
        'relevant files',
        'important files',
        'files touched',
        // Where the work lives (`Where the code is`).
        'where the code is',
        'where things are',
      ],
      de: ['dateien', 'relevante dateien', 'wichtige dateien', 'wichtige dateipfade'],
      es: ['archivos', 'archivos clave', 'archivos relevantes'],
      pt: ['arquivos', 'arquivos relevantes'],
      it: ['file rilevanti', 'file importanti', 'file chiave'],
      fr: ['fichiers clés', 'fichiers importants', 'fichiers concernés'],
      nl: ['bestanden', 'belangrijke bestanden', 'relevante bestanden'],
      tr: ['önemli dosyalar', 'ilgili dosyalar'],
      vi: ['tệp quan trọng', 'tệp liên quan'],
      ru: ['файлы'],
      ja: ['ファイル'],
      ko: ['파일'],
      zh: ['文件'],
    },
  },
  {
    concept: 'changes',
    phrases: {
      en: [
        'changes',
        'changes made',
        'what was built',
        'what was done',
        // The same in the present, the present perfect and the first person (`What's built and working (DONE)`,
        // `What's been built this session (do NOT redo)`).
        "what's built",
        'what is built',
        "what's done",
        'what has been built',
        "what's been built",
        'what has been done',
        "what's been done",
        'what we built',
        'what we did',
        // What the session did, by whatever unit the work goes in (`What this round did`, the eighty-fifth sample's
        // hand-over of its twenty-first round).
        'what this session did',
        'what this round did',
        'what this sprint did',
        'what this iteration did',
        'what changed',
        'what shipped',
        'what just shipped',
        'what landed',
        // A word of work finished heads the changes alone as `done` does (`Shipped`, `landed (what works, …)`,
        // `**Delivered:**`, the fifty-seventh sample's memory bank).
        'landed',
        'shipped',
        'delivered',
        'what was delivered',
        'done',
        'completed',
        'completed work',
        'accomplishments',
        // The participle heads the changes as `completed` does (`Accomplished in this Session`, `What was
        // accomplished`).
        'accomplished',
        'what was accomplished',
        // Not `achievements` alone: a résumé's section (`resume.md` is a candidate name).
        'recent achievements',
        'work done',
        'work completed',
        // Work made and not yet committed is a change made (`Current Uncommitted Work`, `Not yet committed`).
        'uncommitted work',
        'uncommitted changes',
        'not yet committed',
        // The participle alone heads them as `done` does (`Uncommitted right now`).
        'uncommitted',
        // What the last session did, or the work of late (`Last session`, `Recent work`).
        'last session',
        'previous session',
        'recent work',
        'recent changes',
        'summary',
        'session summary',
        'commits',
        'commit history',
      ],
      de: [
        'änderungen',
        'abgeschlossene aufgaben',
        'abgeschlossene komponenten',
        'erledigt',
        'implementierte komponenten',
        'umgesetzt',
        'zusammenfassung',
        'ergebnisse',
      ],
      // What was done or finished, asked as the English row's `what was done` (`Qué se terminó en esta sesión`).
      es: [
        'cambios',
        'cambios realizados',
        'completado',
        'logros',
        'trabajo realizado',
        'resumen',
        'qué se hizo',
        'lo que se hizo',
        'qué se terminó',
        'lo que se terminó',
      ],
      pt: ['mudanças', 'mudancas', 'alterações', 'alteracoes', 'o que foi feito', 'resumo'],
      it: ['modifiche', 'cosa è stato fatto', "cosa e' stato fatto", 'lavoro svolto', 'completato', 'riepilogo'],
      fr: ['changements', 'modifications', 'ce qui a été fait', 'travail effectué'],
      nl: ['wijzigingen', 'wat is gedaan', 'afgerond'],
      tr: ['değişiklikler', 'yapılanlar', 'tamamlananlar'],
      vi: ['thay đổi', 'những thay đổi', 'đã hoàn thành'],
      // `Реализовано` (implemented), as `Umgesetzt` in the German row (`Реализовано недавно`: the fifty-ninth
      // sample's).
      ru: ['изменения', 'что сделано', 'сделано', 'реализовано'],
      ja: ['変更', '実装内容', '実装済み', '実装された', '完了したこと', '完了した作業'],
      // `요약` (summary), as the English row reads `summary` and the Spanish `resumen`.
      ko: ['변경 사항', '변경사항', '완료된 작업', '완료 작업', '요약', '세션 요약'],
      zh: ['变更', '更改', '已完成'],
    },
  },
  {
    concept: 'failedApproaches',
    phrases: {
      en: [
        'failed approaches',
        'failed approach',
        'failed attempts',
        'rejected approaches',
        'abandoned approaches',
        'ruled out',
        'dead ends',
        'dead end',
        "what didn't work",
        'what did not work',
        "didn't work",
        'did not work',
        'what failed',
        'tried and failed',
        'what we tried',
        'what was tried',
        'approaches tried',
        // What was tried and given up, as its own heading (`Tried and abandoned`, `Attempted but not completed`: the
        // fifty-sixth sample's note of a blocked write, with its reason).
        'tried and abandoned',
        'attempted',
        // What was drafted and dropped, and the alternatives weighed and not chosen (`Discard: the JVM probe; …`, the
        // seventy-first sample's hand-over of what to keep from each branch; `Rejected alternatives`).
        'discard',
        'discarded',
        'dropped',
        'rejected alternatives',
        'alternatives rejected',
        'do not retry',
        "don't repeat",
        // What was settled and is not to be reopened: a decision the next session must not rehash.
        'do not revisit',
        "don't revisit",
        'do not reopen',
        "don't reopen",
        'do not relitigate',
        "don't relitigate",
        // A decision to keep as it is (`Design decisions (don't change without reason)`).
        'do not change',
        "don't change",
        // A decision not to undo, as one not to change (`Key Architecture Decisions (do not reverse)`: the
        // hundred-and-ninety-ninth sample's hand-over, each with what was tried and rejected).
        'do not reverse',
        "don't reverse",
        // What the work taught: a section of lessons, learnings, pitfalls or traps records what not to
        // retry (`Key Learnings`, `What we learned`, `Takeaways`).
        'lessons learned',
        // An idiom of lessons paid for (`Things already learned the hard way`).
        'learned the hard way',
        'lessons',
        'lesson',
        'learnings',
        'learned',
        'learnt',
        'takeaways',
        'takeaway',
        'mistakes',
        'mistake',
        "don'ts",
        // A list of what not to do is the same record in other words (`What NOT to do`, `Things to avoid`).
        'what not to do',
        'things to avoid',
        'what to avoid',
        // Anti-patterns are the same list, named by the practice's word (`Critical Anti-Patterns`: the sixtieth
        // sample's note of a merge that silently did nothing, its fix and how to prevent it).
        'anti-patterns',
        'anti-pattern',
        'antipatterns',
        'pitfalls',
        'pitfall',
        'gotchas',
        'gotcha',
        'traps',
        'trap',
        'footguns',
        'footgun',
        // Mines stepped on, as traps are (`Landmines already paid for (do not rediscover)`, the fifty-fourth sample's).
        'landmines',
        'landmine',
        // Quirks met and written down so the next session need not find them again (`env quirks discovered`).
        'quirks',
        'cautions',
        'caveats',
        'caveat',
        // Problems the work ran into, each with what solved it, record what did not work and why
        // (`Issues Encountered & Resolved`, `Key Issues Resolved`); open ones (`Known issues`) do not.
        'issues encountered',
        'problems encountered',
        'issues resolved',
        'problems resolved',
        'problems solved',
        'found and fixed',
        // What the work found out, as lessons are (`Findings worth carrying`, `Key findings`).
        'findings',
        // Approaches weighed and set aside, each with what was kept instead (`Explored but deferred`).
        'explored but',
        'considered but',
        'alternatives considered',
      ],
      de: [
        'fehlgeschlagene ansätze',
        'gescheiterte ansätze',
        'verworfene ansätze',
        'was nicht funktioniert hat',
        'sackgassen',
        'fallstricke',
        'stolpersteine',
        'learnings',
        'lektionen',
        'aufgetretene probleme',
        // Traps and wrong paths, as the English row's `traps` and `dead ends` (`Die Fallen`, `Irrwege`).
        'fallen',
        'irrwege',
      ],
      es: [
        'enfoques fallidos',
        'intentos fallidos',
        'enfoques descartados',
        'lo que no funcionó',
        'qué no funcionó',
        'lecciones aprendidas',
        'lecciones',
        'aprendizajes',
        'problemas encontrados',
        // The ordinary word for mistakes, as the English row's `mistakes` (`Errores que no hay que repetir`).
        'errores',
        // Traps, as the English row's `traps` (`Las trampas que costaron tiempo`).
        'trampas',
        'trampa',
        // Dead ends and cautions, as the English row's (`Callejones sin salida`, `Precauciones`).
        'callejones sin salida',
        'precauciones',
      ],
      pt: [
        'abordagens que falharam',
        'o que não funcionou',
        'tentativas que falharam',
        'lições aprendidas',
        'lições',
        'aprendizados',
        'problemas encontrados',
        // Traps and dead ends, as the English row's (`Armadilhas`, `Becos sem saída`).
        'armadilhas',
        'becos sem saída',
      ],
      it: [
        'approcci falliti',
        'tentativi falliti',
        'cosa non ha funzionato',
        'lezioni apprese',
        'insidie',
        'problemi riscontrati',
        // Traps and dead ends, as the English row's (`Trappole`, `Vicoli ciechi`).
        'trappole',
        'vicoli ciechi',
      ],
      fr: [
        'approches abandonnées',
        'pistes abandonnées',
        'ce qui ne marche pas',
        "ce qui n'a pas marché",
        "ce qui n'a pas fonctionné",
        'leçons apprises',
        'leçons',
        'problèmes rencontrés',
        // The English row's traps, dead ends, pitfalls, and cautions in French (`Pièges frais`, `Impasses`, `Écueils`,
        // `Points de vigilance`).
        'pièges',
        'piège',
        'impasses',
        'impasse',
        'écueils',
        'écueil',
        'points de vigilance',
        'vigilances',
        'vigilance',
        'précautions',
      ],
      nl: ['wat niet werkte', 'mislukte pogingen', 'valkuilen', 'geleerde lessen', 'lessen'],
      tr: ['başarısız denemeler', 'işe yaramayanlar', 'çıkarılan dersler', 'dersler', 'karşılaşılan sorunlar'],
      vi: ['cách tiếp cận thất bại', 'những gì không hiệu quả', 'bài học', 'vấn đề gặp phải'],
      ru: [
        'что не сработало',
        'неудачные подходы',
        'неудачные попытки',
        'уроки',
        'извлечённые уроки',
        // The English row's pitfalls, traps and dead ends in Russian: `грабли`, the rake one steps on again, is the
        // everyday word for a known pitfall (`Важные грабли`, the hundred-and-sixty-ninth sample's hand-over, which
        // kept its failures and their workarounds there), `подводные камни` the hidden stones.
        'грабли',
        'подводные камни',
        'ловушки',
        'тупики',
      ],
      ja: [
        '蒸し返さない',
        'うまくいかなかった',
        '失敗したアプローチ',
        '失敗した方法',
        '試したが',
        'ハマりどころ',
        '教訓',
        '学び',
        '発生した問題',
        '問題のあった',
        '注意事項',
        // Pitfalls, points to watch and where the work got stuck, as the English row's `pitfalls`, `cautions` and
        // `blockers hit` (`注意点・落とし穴`, `注意点・詰まっている点`: the hundred-and-fiftieth sample's hand-overs).
        '落とし穴',
        '注意点',
        '詰まっている点',
        '詰まった点',
        // What not to do, as the English row's `what not to do` (`禁止事項` reads as the Chinese row's `禁止事项`).
        'やってはいけない',
        'してはいけない',
      ],
      ko: [
        '실패한 접근',
        '실패한 시도',
        '실패한 방법',
        '교훈',
        '배운 점',
        '주의사항',
        '발생한 문제',
        // What not to do, and traps, as the English row's `what not to do` and `traps` (`아직 하면 안 되는 것
        // (금지사항)`: the hundred-and-eighty-fifth sample's hand-over, each with its reason); trial and error.
        '금지사항',
        '하면 안 되는',
        '하지 말 것',
        '피해야 할',
        '함정',
        '시행착오',
      ],
      // `坑` (a pit: a trap met), in `踩坑`, `坑点`, `关键坑`.
      // `注意事项` (cautions), as the English row reads `cautions` and the Korean `주의사항`.
      // `陷阱` (traps, as the English row's) and `踩雷` (mines stepped on, as `踩坑`): `陷阱備忘`, `踩雷已修`.
      zh: [
        '失败的方法',
        '失败的尝试',
        '无效的方法',
        '坑',
        '陷阱',
        '踩雷',
        '教训',
        '注意事项',
        '遇到的问题',
        // What was tried and reverted or given up, and what not to reuse or retry, as the English row's `discarded`,
        // `dead ends` and `do not retry` (`已回退 / 禁止复用的做法`: the hundred-and-eighty-fourth sample's hand-over of a
        // cache rolled back, with why it broke). Not `回退` alone: a rollback's procedure (`回退方案`) is a plan's.
        '已回退',
        '已放弃',
        '放弃的方案',
        '禁止复用',
        '不要重复',
        '不要再试',
        '死胡同',
        '弯路',
        '避免的做法',
        // What not to do, as the English row's `what not to do`.
        '禁止事项',
        '不要做',
      ],
    },
  },
  {
    concept: 'nextSteps',
    phrases: {
      en: [
        'next steps',
        'next step',
        'next',
        'next up',
        'next actions',
        'next action',
        'next tasks',
        'next task',
        'next session',
        // The next day's work (`Tomorrow`, `Priorities for tomorrow`), as a day's hand-over names its next session.
        'tomorrow',
        // What a hand-over leaves to whoever takes it up (`For Next Agent`).
        'next agent',
        "what's next",
        'steps left',
        'remaining work',
        'remaining tasks',
        // Outstanding as remaining: work not yet done (`Outstanding work, roughly prioritised`, `Outstanding Tasks`).
        'outstanding work',
        'outstanding tasks',
        'outstanding items',
        'pending',
        'todo',
        'to do',
        // The singular reads the plural too (`Open task — what to do next session`, `Open tasks`).
        'open task',
        'open item',
        // What is left open, counted or not (`Two things still open`).
        'still open',
        'follow-ups',
        'how to resume',
        'action items',
        'new session',
        'first moves',
        // Where the next session starts: re-entry steps are next steps (`Quick Start for the Next AI`,
        // `Where to pick up`, `When resuming`).
        'quick start',
        'quickstart',
        'to resume',
        'resuming',
        // Continuing is resuming (`How To Continue`, `To continue`, `Continuing from here`).
        'to continue',
        'continuing',
        'pick up',
        'start here',
        'how to start',
        'where to start',
        'starting point',
        // What is left for later, by the name the author gave it (`Manual review recommendations`,
        // `Follow-up checks`, `Notes for Future Sessions`).
        'recommendations',
        'follow-up',
        'future session',
        // What is still to be done, and how: a section of the work left is next steps (`What Needs To Be
        // Done: Refactor to 16K CogRecord`, `Still to be done`, `How to fix`, `Fix plan`).
        'to be done',
        'how to fix',
        'fix plan',
        // What remains, and where the work goes from here: the work left (`Remaining hypotheses`, `What's left`,
        // `Where to go from here`, `Future work`).
        'remaining',
        "what's left",
        'what is left',
        'left to do',
        'from here',
        'going forward',
        'future work',
        // Work not done is work left, whatever `done` names alone (`What's Not Done (Next Session)`, `Backlog (not
        // done)`): a negated word of completion names what remains.
        'not done',
        'not yet done',
        'not finished',
        'not completed',
        'unfinished',
        // What is still missing is what is left to build (`What's missing`, `Ce qui manque (par feature)`).
        "what's missing",
        'what is missing',
        'still missing',
        // How to run the project again is a re-entry step, as a quick start is (`Pour lancer le projet`).
        'how to run',
      ],
      de: [
        'schnellstart',
        'nächster schritt',
        'nächste schritte',
        'naechste schritte',
        'offene aufgaben',
        'offene punkte',
        'ausstehend',
        'zu erledigen',
        'noch zu tun',
      ],
      es: [
        'inicio rápido',
        'próximo paso',
        'próximos pasos',
        'siguiente paso',
        'siguientes pasos',
        'pendientes',
        'tareas pendientes',
        'por hacer',
        'trabajo pendiente',
        // The singular reads the plural's, and what is left or must be done next, asked (`Qué quedó pendiente`, `Qué
        // falta`, `Qué debe hacerse inmediatamente después`), as the English row's `what's left`.
        'pendiente',
        'qué falta',
        'lo que falta',
        'qué debe hacerse',
      ],
      pt: [
        'início rápido',
        'próximo passo',
        'próximos passos',
        'proximos passos',
        'pendências',
        'pendencias',
        'retomada',
        'a fazer',
      ],
      it: [
        'prossimo passo',
        'prossimi passi',
        'cosa resta da fare',
        'da fare',
        'attività rimanenti',
        'come riprendere',
      ],
      fr: [
        'prochaine étape',
        'prochaines étapes',
        'étapes suivantes',
        'reste à faire',
        'à faire',
        'pour reprendre',
        'pour continuer',
        'ce qui manque',
        'ce qui reste',
        'démarrage rapide',
        'pour lancer',
        // Where to start, as the English row's `where to start` (`Par où commencer`, `Pour commencer`).
        'par où commencer',
        'pour commencer',
      ],
      nl: ['volgende stappen', 'volgende stap', 'vervolgstappen', 'open punten', 'openstaande punten', 'nog te doen'],
      tr: ['sonraki adım', 'sonraki adımlar', 'yapılacaklar', 'devam'],
      vi: ['bước tiếp theo', 'các bước tiếp theo', 'việc cần làm', 'điểm bắt đầu', 'phiên sau'],
      ru: ['следующий шаг', 'следующие шаги', 'дальнейшие шаги', 'что дальше', 'что осталось сделать'],
      ja: [
        'クイックスタート',
        '次のステップ',
        '次にやること',
        '次の作業',
        '残タスク',
        '残作業',
        '今後の作業',
        'やること',
        '対応方法',
        '次のアクション',
        '次回',
        '再開',
      ],
      ko: [
        '빠른 시작',
        '다음 할 일',
        '이어받는 법',
        '다음 단계',
        '다음 작업',
        '남은 작업',
        '해야 할 작업',
        '해야 할 일',
        '수정 방법',
        '재개',
        // Follow-ups (`후속`, as the Chinese row reads `后续`) and the next session (`다음 세션 최우선`).
        '후속',
        '다음 세션',
      ],
      zh: [
        '快速开始',
        '快速启动',
        '快速上手',
        '下一步',
        '下一个 agent',
        '后续',
        '待办',
        '待完成',
        '修复方法',
        '恢复',
        // The next day's priorities, plan or tasks, as the English row's `tomorrow` (`明日优先事项`: the hundred-and-
        // ninety-second sample's day hand-over). Not `明日` alone, which opens names (`明日方舟`).
        '明日优先',
        '明日计划',
        '明日任务',
        '明天计划',
        '明天任务',
        '明天要做',
      ],
    },
  },
];

/**
 * Headings that hold two concepts' words and belong to the more specific one: a list of files
 * that changed is the Changes section, not Active files. Matched before the table above.
 */
export const SPECIFIC_CONCEPT_PHRASES: ReadonlyArray<{ concept: HandoffConcept; phrase: string }> = [
  { concept: 'changes', phrase: 'files changed' },
  { concept: 'changes', phrase: 'files modified' },
  { concept: 'changes', phrase: 'files created' },
  { concept: 'changes', phrase: 'changed files' },
  { concept: 'changes', phrase: 'modified files' },
  { concept: 'changes', phrase: 'created files' },
  { concept: 'changes', phrase: 'geänderte dateien' },
  { concept: 'changes', phrase: 'archivos modificados' },
  { concept: 'changes', phrase: 'archivos creados' },
];
