import { afterEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import { useModalStore } from '../components/modal/modal-store.ts';
import { startupKeys } from '../features/startup/api/startup-queries.ts';
import { queryClient } from './query-client.ts';
import { ApiError } from '../lib/api-error.ts';

const refused = (error: ApiError) => () => Promise.reject(error);

afterEach(() => {
  queryClient.clear();
  useModalStore.setState({ modal: null });
});

describe('the query client', () => {
  it('opens the generic modal for a failed query or mutation with the server’s words', async () => {
    const error = new ApiError({ code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
    await queryClient.fetchQuery({ queryKey: ['x'], queryFn: refused(error), retry: false }).catch(() => undefined);
    expect(useModalStore.getState().modal?.body).toBe(API_MESSAGES.notFound);

    useModalStore.setState({ modal: null });
    await queryClient.getMutationCache().build(queryClient, { mutationFn: refused(error) }).execute(undefined).catch(() => undefined);
    expect(useModalStore.getState().modal?.body).toBe(API_MESSAGES.notFound);
  });

  it('a session ended elsewhere fetches the user again instead, without a modal', async () => {
    queryClient.setQueryData(startupKeys.user(), { tveUserId: 'u1' });
    const error = new ApiError({ code: ERROR_CODES.sessionLoggedOut, body: 'Signed out' });
    await queryClient.fetchQuery({ queryKey: ['my-list'], queryFn: refused(error), retry: false }).catch(() => undefined);
    expect(queryClient.getQueryState(startupKeys.user())?.isInvalidated).toBe(true);
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('a call that shows its failure in place opens no modal, query or mutation', async () => {
    const error = new ApiError({ code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
    const meta = { errorShownInPlace: true };
    await queryClient.fetchQuery({ queryKey: ['z'], queryFn: refused(error), retry: false, meta }).catch(() => undefined);
    await queryClient.getMutationCache().build(queryClient, { mutationFn: refused(error), meta }).execute(undefined).catch(() => undefined);
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('leaves errors that are not the API’s alone', async () => {
    await queryClient.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new Error('boom')), retry: false }).catch(() => undefined);
    expect(useModalStore.getState().modal).toBeNull();
  });
});
