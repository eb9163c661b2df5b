import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AccountPage } from '../../features/accounts/account-page.tsx';
import { ConfirmEmailChange } from '../../features/accounts/confirm-email-change.tsx';
import { userQuery } from '../../features/startup/api/get-user.ts';
import type { PageProps } from '../../lib/routes.ts';
import { href, routeDef } from '../../lib/routes.ts';

/** The e-mail change's link (ott, `?token=`): the new address is confirmed, then Settings. */
export default function ConfirmEmailPage({ query }: PageProps<'confirmEmail'>) {
  const queryClient = useQueryClient();
  const refreshUser = useCallback(() => void queryClient.invalidateQueries({ queryKey: userQuery().queryKey }), [queryClient]);
  return (
    <AccountPage title={routeDef('confirmEmail').title}>
      <ConfirmEmailChange token={query.token} settingsHref={href('settings')} onConfirmed={refreshUser} />
    </AccountPage>
  );
}
