import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountProfileSchema, type AccountProfile } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './account-queries.ts';

/** GET cbs/okta/user/profile: the account as the identity provider holds it. */
export async function getAccountProfile(): Promise<AccountProfile> {
  return accountProfileSchema.parse(await api.get('cbs/okta/user/profile'));
}

export const accountProfileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getAccountProfile });

export function useAccountProfile() {
  return useQuery(accountProfileQuery());
}
