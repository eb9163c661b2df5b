import { QueryClient } from '@tanstack/react-query';
import type { Now } from '@stat/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryQuery } from '../../features/startup/api/get-dictionary.ts';
import { nowQuery } from '../../features/startup/api/get-now.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { testDictionary, testUser } from '../../testing/fixtures.ts';
import { clearUserData } from './clear-user-data.ts';

describe('clearUserData', () => {
  it("drops the user's queries, keeps the public start-up data and leaves the user null", () => {
    const queryClient = new QueryClient();
    const now: Now = { serverTime: 1, variant: 'stat', appVersion: '1' };
    queryClient.setQueryData(nowQuery().queryKey, now);
    queryClient.setQueryData(dictionaryQuery().queryKey, testDictionary);
    queryClient.setQueryData(userQuery().queryKey, testUser());
    queryClient.setQueryData(['myList'], [1, 2]);

    clearUserData(queryClient);

    expect(queryClient.getQueryData(nowQuery().queryKey)).toEqual(now);
    expect(queryClient.getQueryData(dictionaryQuery().queryKey)).toBe(testDictionary);
    expect(queryClient.getQueryData(userQuery().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['myList'])).toBeUndefined();
  });
});
