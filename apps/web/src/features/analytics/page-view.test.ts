import { describe, expect, it } from 'vitest';
import { APP_VERSION, clientInteractionSchema } from '@stat/contracts';
import { pageSections, pageViewPayload } from './page-view.ts';

describe('pageSections', () => {
  it.each([
    ['/', 'home', []],
    ['/category/407/sports/boxing', 'category', ['407', 'sports', 'boxing']],
    ['/search/night%20shift', 'search', ['night shift']],
    ['/a/1/2/3/4/5/6/7', 'a', ['1', '2', '3', '4', '5']],
  ])('%s is %s %j', (path, siteSection, subSections) => {
    expect(pageSections(path)).toEqual({ siteSection, subSections });
  });
});

describe('pageViewPayload', () => {
  it('is a valid client-interaction page view', () => {
    const payload = pageViewPayload({
      routeName: 'seriesDetail',
      pathname: '/series/3',
      visitor: 'unauthorized',
      variant: 'stat',
      deviceId: 'device-1',
      now: 1_700_000_000_000,
    });
    expect(clientInteractionSchema.parse(payload)).toEqual({
      action: 'pageView',
      actionType: 'pageView',
      meta: { pageName: 'seriesDetail', siteSection: 'series', subSections: ['3'], eventHappenedAtMillis: 1_700_000_000_000 },
      app: { variant: 'stat', version: APP_VERSION, deviceId: 'device-1' },
      user: { state: 'authenticated' },
    });
  });
});
