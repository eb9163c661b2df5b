import { useQueryClient } from '@tanstack/react-query';
import { setsSubAccountDefaults, type User } from '@stat/contracts';
import { RestrictionsSettings } from '../../features/parental-controls/restrictions-settings.tsx';
import { useProviderData } from '../../features/provider-data/api/get-provider-data.ts';
import { viewerChanged } from '../session/entitlement.ts';

/**
 * Settings' viewing restrictions: the parental-controls feature's section, told by the user's
 * provider whether the household's subs have limits of their own (primarySub), and refreshing
 * everything that depends on the limits after each save (viewerChanged: shelves, search, detail
 * pages, My List, resume watching), so a change shows at once. A direct (ott) account has no
 * provider, and so no subs.
 */
export function ViewingRestrictionsSettings({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const provider = useProviderData(user.msoId).data;
  return (
    <RestrictionsSettings
      withSubDefaults={provider ? setsSubAccountDefaults(provider) : false}
      onSaved={() => viewerChanged(queryClient, { kind: 'updated' })}
    />
  );
}
