import { useEffect, useMemo } from 'react';
import { incidentsAffecting, type StatusIncident, type StatusPage } from '@stat/contracts';
import { useAllClear } from './api/get-all-clear.ts';
import { useDismissAllClear } from './api/dismiss-all-clear.ts';
import { useServiceStatus } from './api/get-service-status.ts';
import { markIncidentSeen } from './api/mark-incident-seen.ts';
import { AllClearNotice } from './all-clear-notice.tsx';
import { ServiceStatusBanner, statusNoticeText } from './service-status-banner.tsx';

const NONE: readonly StatusIncident[] = [];

/**
 * The open incidents that mark `page`, and, for a signed-in viewer, the server told once per
 * incident that they were shown it (so they get its all-clear). Shared by the banner and the player.
 */
export function useAffectingIncidents(page: StatusPage, signedIn: boolean): readonly StatusIncident[] {
  const current = useServiceStatus().data?.current ?? NONE;
  const { route, channel, signIn } = page;
  const affecting = useMemo(() => incidentsAffecting(current, { route, channel, signIn }), [current, route, channel, signIn]);
  useEffect(() => {
    if (signedIn) for (const incident of affecting) markIncidentSeen(incident.id);
  }, [affecting, signedIn]);
  return affecting;
}

/** The player's notice for the incidents marking what it plays (null: none). */
export function useStatusNotice(page: StatusPage, signedIn: boolean): string | null {
  return statusNoticeText(useAffectingIncidents(page, signedIn));
}

interface ServiceStatusHostProps {
  page: StatusPage;
  signedIn: boolean;
  /** The main content's id, where the focus goes after the last all-clear is dismissed. */
  mainId: string;
}

/** App-wide, above the content: the banner of the incidents marking this page, then the viewer's all-clear notices. */
export function ServiceStatusHost({ page, signedIn, mainId }: ServiceStatusHostProps) {
  const affecting = useAffectingIncidents(page, signedIn);
  const openIds = (useServiceStatus().data?.current ?? NONE).map((incident) => incident.id);
  const allClear = useAllClear(signedIn, openIds);
  const dismiss = useDismissAllClear();
  return (
    <>
      <ServiceStatusBanner incidents={affecting} />
      <AllClearNotice incidents={allClear} onDismiss={(id) => dismiss.mutate(id)} focusAfterLastId={mainId} />
    </>
  );
}
