import { describe, expect, it } from 'vitest';
import { HANDOFF_CONCEPT_PHRASES } from '../../src/lib/handoff-concepts.js';

/** Every phrase of the synonym table with where it stands (`nextSteps en: next agent`). */
const entries = HANDOFF_CONCEPT_PHRASES.flatMap(({ concept, phrases }) =>
  Object.entries(phrases).flatMap(([language, list]) => (list ?? []).map((phrase) => ({ concept, language, phrase }))),
);

describe('the hand-over concepts synonym table', () => {
  it('names each phrase once per concept and language', () => {
    const seen = new Set<string>();
    const repeated = entries
      .map(({ concept, language, phrase }) => `${concept} ${language}: ${phrase}`)
      .filter((key) => seen.has(key) || !seen.add(key));
    expect(repeated).toEqual([]);
  });

  it('gives no phrase to two concepts in one language', () => {
    const owner = new Map<string, string>();
    const shared = entries.flatMap(({ concept, language, phrase }) => {
      const key = `${language}: ${phrase}`;
      const first = owner.get(key);
      if (first === undefined) owner.set(key, concept);
      return first !== undefined && first !== concept ? [`${key} (${first}, ${concept})`] : [];
    });
    expect(shared).toEqual([]);
  });

  it('writes every phrase in lower case, trimmed, without doubled spaces', () => {
    expect(entries.filter(({ phrase }) => phrase !== phrase.toLowerCase().trim().replace(/\s+/gu, ' '))).toEqual([]);
  });
});
