import { beforeEach, describe, expect, it } from 'vitest';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import { intendedPath, returnPath, signInReturnPage, takeIntendedPath } from './landing.ts';

const ORIGIN = 'https://stat.test';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('returnPath', () => {
  it("keeps the path, query and hash of this site's address", () => {
    expect(returnPath(`${ORIGIN}/series/12/episodes?season=2#top`, ORIGIN)).toBe('/series/12/episodes?season=2#top');
    expect(returnPath('/movies', ORIGIN)).toBe('/movies');
  });

  it('refuses other origins, protocol-relative addresses and junk', () => {
    expect(returnPath('https://evil.test/settings', ORIGIN)).toBeNull();
    expect(returnPath('//evil.test/settings', ORIGIN)).toBeNull();
    expect(returnPath('http://stat.test/settings', ORIGIN)).toBeNull();
    expect(returnPath('http://[bad', ORIGIN)).toBeNull();
    expect(returnPath(undefined, ORIGIN)).toBeNull();
  });

  it('refuses an address of this site whose path names another host (issue 21, item 9)', () => {
    expect(returnPath(`${ORIGIN}//evil.example/`, ORIGIN)).toBeNull();
    expect(returnPath(`${ORIGIN}/\\evil.example/`, ORIGIN)).toBeNull();
    expect(returnPath('/\\evil.example/', ORIGIN)).toBeNull();
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(returnPath(`${ORIGIN}/login`, ORIGIN)).toBeNull();
    expect(returnPath(`${ORIGIN}/handleLogin?returnpage=x`, ORIGIN)).toBeNull();
  });
});

describe('intended path', () => {
  it('builds the saved route back into a path; take forgets it', () => {
    saveIntendedRoute({ name: 'seriesDetail', params: { id: 12 }, query: { season: '2' }, hash: '#top' });
    expect(intendedPath()).toBe('/series/12?season=2#top');
    expect(takeIntendedPath()).toBe('/series/12?season=2#top');
    expect(intendedPath()).toBeNull();
    expect(takeIntendedPath()).toBeNull();
  });
});

describe('signInReturnPage', () => {
  it('the absolute address of the intended route, left saved for the end of the sign-in, else home', () => {
    expect(signInReturnPage(ORIGIN)).toBe(`${ORIGIN}/`);
    saveIntendedRoute({ name: 'settings', params: {}, query: {}, hash: '' });
    expect(signInReturnPage(ORIGIN)).toBe(`${ORIGIN}/settings`);
    expect(intendedPath()).toBe('/settings');
  });
});
