import { ppvEventSchema, ppvStateSchema, type PpvEvent, type PpvPage, type PpvState } from '@stat/contracts';

/** Test-only: a pay-per-view page and state, parsed through the contract so they cannot drift from it. */
export const testPpvPage: PpvPage = {
  headline: 'Okafor vs. Vukovic',
  headlineSegments: [],
  dateLine: 'Saturday',
  purchaseLine: 'Order',
  description: { short: 's', long: 'l' },
  buttons: [],
  isLive: false,
  hasPurchased: false,
  imageUrl: '/api/ppv/art/x.svg',
  countdownTimestamp: 1,
  index: 0,
  category: 'ppv',
  type: 'PPV',
  visible: true,
};

export function testPpvState(overrides: Partial<PpvState> = {}): PpvState {
  const page = testPpvPage;
  return ppvStateSchema.parse({
    state: 'dayof',
    productId: 'ppv-1',
    priceInCents: 7999,
    expiresIn: 60,
    sections: ['event-info'],
    event: { name: 'Night', doorsAt: 1, mainEventAt: 2, earlyPriceUntil: null },
    pages: { general: page, banner: page, event: page, modal: page, home: page, promotion: page },
    ...overrides,
  });
}

export const testPpvEvent: PpvEvent = ppvEventSchema.parse({
  name: 'Night',
  mainfightcard: { headline: 'Main card', description: '', bouts: [{ id: 'b1', order: 1, weightClass: 'Heavyweight', fighters: ['A', 'B'], titleFight: true }] },
  prelimfightcard: { headline: 'Prelims', description: '', bouts: [{ id: 'b2', order: 1, weightClass: 'Welterweight', fighters: ['C', 'D'], titleFight: false }] },
  vodContent: { headline: 'More', shelves: [] },
  faq: { headline: 'FAQ', items: [] },
  moreWaysToBuyUrl: 'https://fights.test/buy',
  doubleHeader: false,
  replayTitleId: 30007,
});
