import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { NewsletterId } from '@stat/contracts';
import { accountProfileQuery } from '../../features/accounts/api/get-account-profile.ts';
import { NewsletterSettings } from '../../features/newsletters/newsletter-settings.tsx';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { href } from '../../lib/routes.ts';

/**
 * Settings' newsletters, wired to the rest of the app: the weekly newsletter is also the user's
 * newsletter choice, so the user (and, on ott, the account's profile) is fetched again after a change; the e-mail's one-click
 * subscribe (`?subscribe=`) is handled once and dropped from the address.
 */
export function NewsletterSection({ subscribe }: { subscribe?: NewsletterId }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <NewsletterSettings
      subscribe={subscribe}
      onSubscribeHandled={() => void navigate(href('settings'), { replace: true })}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: accountProfileQuery().queryKey });
      }}
    />
  );
}
