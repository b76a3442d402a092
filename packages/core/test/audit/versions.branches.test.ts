import { describe, expect, it } from 'vitest';
import { parseConstraint, prefixRange, rangeWithin, showRange } from '../../src/lib/audit/versions.js';

describe('parseConstraint and showRange', () => {
  it.each([
    ['^0.0.3', '0.0.3.x'],
    ['^0.0.0', '0.0.0.x'],
    ['^0', '0.x'],
    ['~1', '1.x'],
    ['~1.2.3', '>= 1.2.3 < 1.3'],
    ['~=1.4', '>= 1.4 < 2'],
    ['~> 7.0', '7.x'],
    ['>1 >2', '> 2'],
    ['>=2 >2', '> 2'],
    ['>=1 >=2', '>= 2'],
    ['>=2 >=1', '>= 2'],
    ['<3 <2', '< 2'],
    ['<=2 <2', '< 2'],
    ['<2 <3', '< 2'],
    ['<2, <=2', '< 2'],
    ['1.2', '1.2.x'],
    ['=1.0', '1.0'],
    ['1.2.x', '1.2.x'],
    ['1.2.3.x', '1.2.3'],
    ['v1.2.3', '1.2.3'],
    ['==2.31.*', '2.31.x'],
    ['>=1 <=1.0', '1'],
    ['>=1 <2.0.0', '>= 1 < 2.0.0'],
    ['>=1 <1.1', '1.0.x'],
    ['>=1.0 <1.1', '1.0.x'],
    ['>=1.2.0 <1.3', '1.2.x'],
  ])('%s is shown as %s', (constraint, shown) => {
    expect(showRange(parseConstraint(constraint)!)).toBe(shown);
  });

  it.each(['abc', '>= x', '1.0, latest'])('%s is no constraint', (text) => {
    expect(parseConstraint(text)).toBeNull();
  });
});

describe('rangeWithin', () => {
  it.each([
    ['<2', '>=1', false],
    ['>=1', '<2', false],
    ['>=1.5 <1.8', '>=1 <2', true],
    ['>=1 <2', '>1 <2', false],
    ['>1 <2', '>=1 <2', true],
    ['>=1 <=2', '>=1 <2', false],
  ])('%s within %s: %s', (inner, outer, within) => {
    expect(rangeWithin(parseConstraint(inner)!, parseConstraint(outer)!)).toBe(within);
  });

  it('a prefix is the versions it stands for', () => {
    expect([prefixRange('x'), showRange(prefixRange('5.4.*')!), showRange(prefixRange('7')!)]).toEqual([
      null,
      '5.4.x',
      '7.x',
    ]);
  });
});
