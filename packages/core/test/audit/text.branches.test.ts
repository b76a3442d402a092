import { describe, expect, it } from 'vitest';
import { rulesInForce } from '../../src/lib/audit/index.js';
import { OutputFacts, readText, requests } from '../../src/lib/audit/text.js';

const rule = (approach: string) => rulesInForce({ rejections: [{ approach, evidence: 'it failed' }] })[0]!;

describe('OutputFacts', () => {
  it('finds a fact as a whole token only', () => {
    const facts = new OutputFacts();
    facts.add('Error: ECONNRESET at port 8080');
    expect(['econnreset', 'port', '8080', '080', 'rror', 'error'].map((f) => facts.has(f))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it('keeps the first and last 3 KiB of a long output', () => {
    const facts = new OutputFacts();
    facts.add(`head ${'x '.repeat(2000)} zebra ${'y '.repeat(3000)} omega`);
    expect(['head', 'zebra', 'omega'].map((f) => facts.has(f))).toEqual([true, false, true]);
  });

  it('forgets the oldest outputs past 8 MiB, and compacts its list', () => {
    const facts = new OutputFacts();
    facts.add('first-marker');
    const filler = 'z'.repeat(6144);
    for (let i = 0; i < 5500; i++) facts.add(filler);
    facts.add('last-marker');
    expect([facts.has('first-marker'), facts.has('last-marker')]).toEqual([false, true]);
  });
});

describe('requests: a user line asking for the rule’s change', () => {
  const timeout = rule('Increase the reconnect timeout');
  it.each([
    ['names the rule number and asks', 'please go with rule 1 now', true],
    ['names the rule number, does not ask', 'rule 1 is in the handoff', false],
    ['names the knob and asks', 'try a longer reconnect timeout', true],
    ['uses the rule’s verb on its knob', 'increase the reconnect timeout', true],
    ['forbids it', "don't increase the reconnect timeout", false],
    ['is about something else', 'please fix the login page', false],
  ])('%s', (_name, text, expected) => {
    expect(requests(readText(text), timeout)).toBe(expected);
  });

  it('a rule of no kind has no verb to use', () => {
    expect(requests(readText('the reconnect timeout is odd'), rule('The reconnect timeout'))).toBe(false);
  });
});
