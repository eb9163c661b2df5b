import { PAYWALL_PAGES, type PaywallQuery } from '@stat/contracts';

/** What a variation of the paywall is for: a campaign, a flow, a partner (streaming spec section 7). */
export const PAYWALL_CONDITIONS = ['cid', 'flow', 'partner'] as const;
export type PaywallConditions = Partial<Record<(typeof PAYWALL_CONDITIONS)[number], string>>;

/** The page fields the page parameter reads. */
type NamedPage = { pageName: string; firstStep: boolean; nextStep: boolean };

/**
 * What a query asks for: the campaign from `cid`, else `b`, else `offer` (older links name it
 * so), the flow and the partner. An empty value is no value.
 */
export function askedConditions(query: PaywallQuery): PaywallConditions {
  const cid = query.cid || query.b || query.offer;
  return {
    ...(cid ? { cid } : {}),
    ...(query.flow ? { flow: query.flow } : {}),
    ...(query.partner ? { partner: query.partner } : {}),
  };
}

/**
 * The variation for a query: the first, in the file's order, whose every condition the query
 * meets, letter case aside (links are typed by hand and by marketing tools alike). None: the
 * default pages, so an unknown or mistyped campaign, flow or partner still shows a paywall.
 */
export function matchingVariation<Variation extends { when: PaywallConditions }>(
  variations: readonly Variation[],
  query: PaywallQuery,
): Variation | undefined {
  const asked = askedConditions(query);
  return variations.find((variation) =>
    PAYWALL_CONDITIONS.every((key) => {
      const wanted = variation.when[key];
      return wanted === undefined || wanted.toLowerCase() === asked[key]?.toLowerCase();
    }),
  );
}

/**
 * A variation's pages laid over the default ones: a page of the same name is replaced where it
 * stands, a new name is added after them. A variation writes only the pages it changes.
 */
export function pagesOfVariation<Page extends { pageName: string }>(defaults: readonly Page[], variation: { pages: readonly Page[] } | undefined): Page[] {
  if (!variation) return [...defaults];
  const own = new Map(variation.pages.map((page) => [page.pageName, page]));
  const laid = defaults.map((page) => own.get(page.pageName) ?? page);
  return [...laid, ...variation.pages.filter((page) => !defaults.some((candidate) => candidate.pageName === page.pageName))];
}

/**
 * What keeps a set of pages from serving every page parameter unambiguously, in words for the
 * operator; empty when nothing does. Each name once, neither `start` nor `next` (the parameter
 * reads those as the steps, so such a page could never be asked for by name), exactly one
 * first-step page and one next-step page, and a `general` page for every other name.
 */
export function pageSetProblems(pages: readonly NamedPage[]): string[] {
  const problems = duplicatePageNames(pages).map((name) => `the page ${name} is given twice`);
  const names = pages.map((page) => page.pageName);
  for (const reserved of [PAYWALL_PAGES.start, PAYWALL_PAGES.next]) {
    if (names.includes(reserved)) problems.push(`no page may be named ${reserved} (the page parameter's word for a step)`);
  }
  const first = pages.filter((page) => page.firstStep).length;
  if (first !== 1) problems.push(`exactly one page must be the first step (firstStep), not ${first}`);
  const next = pages.filter((page) => page.nextStep).length;
  if (next !== 1) problems.push(`exactly one page must be the next step (nextStep), not ${next}`);
  if (!names.includes(PAYWALL_PAGES.general)) problems.push(`a page named ${PAYWALL_PAGES.general} is needed (the page for any other name)`);
  return problems;
}

/** The names given to more than one of these pages. */
export function duplicatePageNames(pages: readonly { pageName: string }[]): string[] {
  const names = pages.map((page) => page.pageName);
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}
