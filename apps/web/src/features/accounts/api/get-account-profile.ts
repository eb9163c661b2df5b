import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfile } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './account-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET cbs/okta/user/profile: the account as the identity provider holds it. */
export async function getAccountProfile(): Promise<AccountProfile> {
  return parseAnswer(api.get('cbs/okta/user/profile'), import('@stat/contracts/account-schemas'), (s) => s.accountProfileSchema);
}

export const accountProfileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getAccountProfile });

export function useAccountProfile() {
  return useQuery(accountProfileQuery());
}
