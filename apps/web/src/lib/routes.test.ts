import { describe, expect, it } from 'vitest';
import { categoryIdSchema, seriesIdSchema } from '@stat/contracts';
import { routeDef } from './routes.ts';
import { hashPathRedirect, href, isBlockedPath, parseQuery, resolvePath, routerPatterns } from './routes.ts';

describe('href', () => {
  it('builds paths by route name, with optional params and query', () => {
    expect(href('home')).toBe('/');
    const series = seriesIdSchema.parse(7);
    expect(href('seriesDetail', { id: series })).toBe('/series/7');
    expect(href('seriesDetail', { id: series, tab: 'episodes' }, { season: 2 })).toBe('/series/7/episodes?season=2');
    expect(href('movies')).toBe('/movies');
    expect(href('category', { id: categoryIdSchema.parse(407), categorySlug: 'sports' })).toBe('/category/407/sports');
    expect(href('allSeries')).toBe('/series/all');
    expect(href('tou')).toBe('/termsAndConditions');
  });
});

describe('resolvePath', () => {
  const route = (path: string, variant: 'stat' | 'ott' = 'stat') => {
    const r = resolvePath(path, variant);
    return r.kind === 'route' ? { name: r.def.name, params: r.params } : r;
  };

  it('parses typed params and rejects non-numbers', () => {
    expect(route('/movie/12')).toEqual({ name: 'movieDetail', params: { id: 12 } });
    expect(route('/movie/abc')).toEqual({ kind: 'notFound' });
    expect(route('/movies')).toEqual({ name: 'movies', params: {} });
    expect(route('/movies/5')).toEqual({ name: 'movies', params: { collectionId: 5 } });
    expect(route('/movies/x')).toEqual({ kind: 'notFound' });
    expect(route('/category/1/a/b')).toEqual({ name: 'category', params: { id: 1, categorySlug: 'a', subCategorySlug: 'b' } });
  });

  it('rejects ids that are not safe integers and empty or unknown segments', () => {
    expect(route('/movie/99999999999999999999')).toEqual({ kind: 'notFound' });
    expect(route('/tvp/12')).toEqual({ name: 'msoLogin', params: { msoId: 12 } });
    expect(route('/tvp/nw')).toEqual({ kind: 'notFound' });
  });

  it('limits /schedule/{channel?} to the channel ids', () => {
    expect(route('/schedule')).toEqual({ name: 'liveTV', params: {} });
    expect(route('/schedule/showest')).toEqual({ name: 'liveTV', params: { channel: 'showest' } });
    expect(route('/schedule/cnn')).toEqual({ kind: 'notFound' });
  });

  it('tells a numeric play route from a live channel', () => {
    expect(route('/play/42')).toEqual({ name: 'play', params: { titleId: 42 } });
    expect(route('/play/shoeast')).toEqual({ name: 'playLive', params: { channel: 'shoeast' } });
    expect(route('/play/nonsense')).toEqual({ kind: 'notFound' });
  });

  it('has the aliases', () => {
    expect(route('/series')).toMatchObject({ name: 'allSeries' });
    expect(route('/series/all')).toMatchObject({ name: 'allSeries' });
    expect(route('/series/current')).toMatchObject({ name: 'currentSeries' });
    expect(route('/tou')).toMatchObject({ name: 'tou' });
    expect(route('/login')).toMatchObject({ name: 'home' });
  });

  it('redirects the legacy paths', () => {
    expect(resolvePath('/series/allseries')).toEqual({ kind: 'redirect', to: '/series/all' });
    expect(resolvePath('/movies/allmovies')).toEqual({ kind: 'redirect', to: '/movies' });
    expect(resolvePath('/sports/allsports')).toEqual({ kind: 'redirect', to: '/category/407/sports' });
    expect(resolvePath('/comedy/allcomedy')).toEqual({ kind: 'redirect', to: '/category/743/comedy' });
    expect(resolvePath('/documentaries/alldocumentaries')).toEqual({ kind: 'redirect', to: '/category/103/documentaries' });
    expect(resolvePath('/afterhours/allafterhours')).toEqual({ kind: 'redirect', to: '/category/435/after-hours' });
    expect(resolvePath('/play/live/showest')).toEqual({ kind: 'redirect', to: '/play/showest' });
  });

  it('keeps provider-only and direct-only paths to their variant', () => {
    expect(resolvePath('/settings/activate', 'stat')).toEqual({ kind: 'redirect', to: '/activate' });
    expect(resolvePath('/home', 'stat')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolvePath('/settings/activate', 'ott')).toEqual({ kind: 'notFound' });
    expect(resolvePath('/home', 'ott')).toEqual({ kind: 'notFound' });
    expect(route('/welcome', 'stat')).toEqual({ kind: 'notFound' });
    expect(route('/welcome', 'ott')).toMatchObject({ name: 'frontDoor' });
  });

  it('sends the external paths to their help URL', () => {
    expect(resolvePath('/faq')).toMatchObject({ kind: 'external', redirect: { target: 'helpCenter' } });
    expect(resolvePath('/oculus')).toMatchObject({ kind: 'external', redirect: { target: 'oculus' } });
    expect(resolvePath('/videoServicesPolicy/x')).toMatchObject({ kind: 'external', redirect: { target: 'privacyPolicy' } });
    expect(resolvePath('/privacy/california')).toMatchObject({ kind: 'external', redirect: { target: 'privacyPolicy' } });
  });

  it('answers notFound for anything else', () => {
    expect(resolvePath('/nope/at/all')).toEqual({ kind: 'notFound' });
  });

  it('registers one router route per path shape', () => {
    const patterns = routerPatterns('stat');
    expect(patterns).toContain('/play/:titleId');
    expect(patterns).not.toContain('/play/:channel');
  });
});

describe('parseQuery', () => {
  it("passes seriesDetail's numeric season on as seasonParam and ignores anything else", () => {
    const def = routeDef('seriesDetail');
    expect(parseQuery(def, new URLSearchParams('season=3'))).toEqual({ seasonParam: 3 });
    expect(parseQuery(def, new URLSearchParams('season=x'))).toEqual({ seasonParam: undefined });
    expect(parseQuery(def, new URLSearchParams('utm=1'))).toEqual({ seasonParam: undefined });
  });

  it('gives routes without a query schema no query', () => {
    expect(parseQuery(routeDef('movies'), new URLSearchParams('season=3'))).toEqual({});
  });
});

describe('navigation helpers', () => {
  it('blocks server first segments', () => {
    expect(isBlockedPath('/api/user')).toBe(true);
    expect(isBlockedPath('/ofrep/v1')).toBe(true);
    expect(isBlockedPath('/movies')).toBe(false);
  });

  it('redirects hash-style full paths', () => {
    expect(hashPathRedirect({ pathname: '/', hash: '#/movies/3' })).toBe('/movies/3');
    expect(hashPathRedirect({ pathname: '/', hash: '#main-content' })).toBeNull();
    expect(hashPathRedirect({ pathname: '/about', hash: '#/x' })).toBeNull();
  });
});
