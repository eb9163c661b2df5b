import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Now } from '@stat/contracts';
import { describe, expect, it } from 'vitest';
import { homeKeys } from '../../features/home/api/home-queries.ts';
import { myListKeys } from '../../features/my-list/api/my-list-queries.ts';
import { dictionaryQuery } from '../../features/startup/api/get-dictionary.ts';
import { nowQuery } from '../../features/startup/api/get-now.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { titleKeys } from '../../features/titles/api/title-queries.ts';
import { testDictionary, testUser } from '../../testing/fixtures.ts';
import { viewerChanged } from './entitlement.ts';

describe('viewerChanged', () => {
  it("signed out: drops the user's queries, keeps the public start-up data and leaves the user null", async () => {
    const queryClient = new QueryClient();
    const now: Now = { serverTime: 1, variant: 'stat', appVersion: '1' };
    queryClient.setQueryData(nowQuery().queryKey, now);
    queryClient.setQueryData(dictionaryQuery().queryKey, testDictionary);
    queryClient.setQueryData(userQuery().queryKey, testUser());
    queryClient.setQueryData(['myList'], [1, 2]);

    await viewerChanged(queryClient, { kind: 'signedOut' });

    expect(queryClient.getQueryData(nowQuery().queryKey)).toEqual(now);
    expect(queryClient.getQueryData(dictionaryQuery().queryKey)).toBe(testDictionary);
    expect(queryClient.getQueryData(userQuery().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['myList'])).toBeUndefined();
  });

  it('signed in: the last viewer’s answers go and the new user takes their place', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(homeKeys.promoted(), ['hero']);
    const user = testUser({ tveUserId: 'u2' });

    await viewerChanged(queryClient, { kind: 'signedIn', user });

    expect(queryClient.getQueryData(userQuery().queryKey)).toBe(user);
    expect(queryClient.getQueryData(homeKeys.promoted())).toBeUndefined();
  });

  it('updated: answers off screen go, those on screen are fetched again, public ones stay', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQuery().queryKey, testUser());
    queryClient.setQueryData(homeKeys.promoted(), ['old hero']);
    queryClient.setQueryData(['menu'], ['public']);
    let fetches = 0;
    const onScreen = new QueryObserver(queryClient, {
      queryKey: myListKeys.list(),
      queryFn: () => [`fetch ${++fetches}`],
      staleTime: Infinity,
    });
    const unsubscribe = onScreen.subscribe(() => undefined);
    await queryClient.refetchQueries({ queryKey: myListKeys.list() });
    const before = fetches;

    await viewerChanged(queryClient, { kind: 'updated' });

    expect(queryClient.getQueryData(homeKeys.promoted())).toBeUndefined();
    expect(queryClient.getQueryData(titleKeys.all)).toBeUndefined();
    expect(fetches).toBe(before + 1);
    expect(queryClient.getQueryData(['menu'])).toEqual(['public']);
    unsubscribe();
  });
});
