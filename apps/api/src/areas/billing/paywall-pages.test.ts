import { describe, expect, it } from 'vitest';
import { askedConditions, matchingVariation, pageSetProblems, pagesOfVariation, type PaywallConditions } from './paywall-pages.ts';

describe('askedConditions', () => {
  it.each([
    [{ cid: 'A', b: 'B', offer: 'C' }, { cid: 'A' }],
    [{ b: 'B', offer: 'C' }, { cid: 'B' }],
    [{ offer: 'C' }, { cid: 'C' }],
    // An empty value is no value: the next name is read.
    [{ cid: '', b: '', offer: 'C' }, { cid: 'C' }],
    [{ flow: 'winback', partner: 'northstar' }, { flow: 'winback', partner: 'northstar' }],
    [{ flow: '', partner: '' }, {}],
    [{}, {}],
  ])('reads %o as %o', (query, expected) => {
    expect(askedConditions(query)).toEqual(expected);
  });
});

describe('matchingVariation', () => {
  const variation = (name: string, when: PaywallConditions) => ({ name, when });
  const launch = variation('launch', { cid: 'LAUNCH50' });
  const partnerLaunch = variation('partner-launch', { cid: 'LAUNCH50', partner: 'northstar' });
  const partner = variation('partner', { partner: 'northstar' });
  const winback = variation('winback', { flow: 'winback' });

  it('picks the first variation, in the file’s order, whose every condition holds', () => {
    const variations = [partnerLaunch, launch, partner, winback];
    expect(matchingVariation(variations, { cid: 'LAUNCH50', partner: 'northstar' })).toBe(partnerLaunch);
    expect(matchingVariation(variations, { cid: 'LAUNCH50' })).toBe(launch);
    expect(matchingVariation(variations, { partner: 'northstar', flow: 'other' })).toBe(partner);
    expect(matchingVariation(variations, { flow: 'winback' })).toBe(winback);
    // Order decides: a broader variation first hides a narrower one after it.
    expect(matchingVariation([launch, partnerLaunch], { cid: 'LAUNCH50', partner: 'northstar' })).toBe(launch);
  });

  it('reads the campaign from b or offer as from cid, letter case aside', () => {
    expect(matchingVariation([launch], { b: 'launch50' })).toBe(launch);
    expect(matchingVariation([launch], { offer: 'Launch50' })).toBe(launch);
    expect(matchingVariation([partner], { partner: 'NorthStar' })).toBe(partner);
  });

  it('matches none for an unknown campaign, flow or partner, or none asked (the default pages)', () => {
    const variations = [launch, partner, winback];
    expect(matchingVariation(variations, { cid: 'SPRING' })).toBeUndefined();
    expect(matchingVariation(variations, { flow: 'unknown' })).toBeUndefined();
    expect(matchingVariation(variations, { partner: 'someone-else' })).toBeUndefined();
    expect(matchingVariation(variations, {})).toBeUndefined();
    // A cid given wins over b: b's value is not read.
    expect(matchingVariation(variations, { cid: 'SPRING', b: 'LAUNCH50' })).toBeUndefined();
  });
});

describe('pagesOfVariation', () => {
  const page = (pageName: string, headline = pageName) => ({ pageName, headline });
  const defaults = [page('general'), page('choose-plan'), page('payment')];

  it('replaces same-named pages where they stand and adds new ones after', () => {
    const variation = { pages: [page('extra'), page('choose-plan', 'Campaign plans')] };
    expect(pagesOfVariation(defaults, variation)).toEqual([page('general'), page('choose-plan', 'Campaign plans'), page('payment'), page('extra')]);
  });

  it('is the default pages without a variation', () => {
    expect(pagesOfVariation(defaults, undefined)).toEqual(defaults);
  });
});

describe('pageSetProblems', () => {
  const page = (pageName: string, firstStep = false, nextStep = false) => ({ pageName, firstStep, nextStep });
  const complete = [page('general'), page('choose-plan', true), page('payment', false, true)];

  it('finds none in a complete set', () => {
    expect(pageSetProblems(complete)).toEqual([]);
  });

  it.each([
    ['a name twice', [...complete, page('general')], 'the page general is given twice'],
    ['a page named start', [...complete, page('start')], 'no page may be named start (the page parameter\'s word for a step)'],
    ['a page named next', [...complete, page('next')], 'no page may be named next (the page parameter\'s word for a step)'],
    ['no first step', [page('general'), page('payment', false, true)], 'exactly one page must be the first step (firstStep), not 0'],
    ['two first steps', [...complete, page('other', true)], 'exactly one page must be the first step (firstStep), not 2'],
    ['no next step', [page('general'), page('choose-plan', true)], 'exactly one page must be the next step (nextStep), not 0'],
    ['no general page', [page('choose-plan', true), page('payment', false, true)], 'a page named general is needed (the page for any other name)'],
  ])('names %s', (_case, pages, problem) => {
    expect(pageSetProblems(pages)).toEqual([problem]);
  });
});
