import { PPV_READINESS_LABELS as L, type PpvStreamNeeds } from '@stat/contracts';
import type { DrmSystem } from '../../../lib/drm-check.ts';
import type { DrmReport } from './drm-robustness.ts';

export type CheckStatus = 'passed' | 'failed' | 'cantTell';

/** One check's plain result: what was found, and the fix when it did not pass. */
export interface CheckResult {
  status: CheckStatus;
  detail: string;
  fix?: string;
}

/** The DRM check's result, and whether this browser gets the event in HD or SD only. */
export type DrmVerdict = CheckResult & { quality: 'HD' | 'SD' | null };

const SYSTEM_NAMES: Readonly<Record<DrmSystem, string>> = { widevine: 'Widevine', playready: 'PlayReady', fairplay: 'FairPlay', clearkey: 'ClearKey' };
/** Which system the verdict names, strongest protection first. */
const PREFERENCE: readonly DrmSystem[] = ['widevine', 'playready', 'fairplay', 'clearkey'];

/**
 * The DRM rule: HD needs a hardware-backed key system (Widevine HW_*, PlayReady 3000, FairPlay);
 * a software one (Widevine SW_*, PlayReady 2000, ClearKey) plays the event in SD only; none
 * fails. A page outside a secure context cannot ask EME at all: that is "can't tell".
 */
export function drmVerdict(report: DrmReport, secureContext: boolean): DrmVerdict {
  if (!secureContext) return { status: 'cantTell', detail: L.drm.insecure, fix: L.drm.insecureFix, quality: null };
  const robustnessOf = (system: DrmSystem) => report[system].robustness ?? (report[system].hardware ? L.drm.hardware : L.drm.software);
  const hardware = PREFERENCE.find((system) => report[system].supported && report[system].hardware);
  if (hardware) return { status: 'passed', detail: L.drm.hd(SYSTEM_NAMES[hardware], robustnessOf(hardware)), quality: 'HD' };
  const software = PREFERENCE.find((system) => report[system].supported);
  if (software) return { status: 'passed', detail: L.drm.sdOnly(SYSTEM_NAMES[software], robustnessOf(software)), fix: L.drm.sdOnlyFix, quality: 'SD' };
  return { status: 'failed', detail: L.drm.none, fix: L.drm.noneFix, quality: null };
}

/** Headroom over a rendition's bandwidth: adaptive streaming drops a step when the link has no more than it. */
export const SPEED_HEADROOM = 1.5;

const mbps = (bitsPerSecond: number) => (bitsPerSecond / 1_000_000).toFixed(1);

/**
 * The speed rule: the measured rate against what the event's stream needs with headroom, HD
 * (its top rendition) or SD; null (nothing measured) is "can't tell".
 */
export function speedVerdict(measuredBitsPerSecond: number | null, needs: PpvStreamNeeds): CheckResult {
  if (measuredBitsPerSecond === null) return { status: 'cantTell', detail: L.speed.failed, fix: L.stream.networkFix };
  const hd = needs.hdBitsPerSecond * SPEED_HEADROOM;
  const sd = needs.sdBitsPerSecond * SPEED_HEADROOM;
  const measured = L.speed.measured(mbps(measuredBitsPerSecond));
  if (measuredBitsPerSecond >= hd) return { status: 'passed', detail: `${measured} ${L.speed.hd(mbps(hd))}` };
  if (measuredBitsPerSecond >= sd) return { status: 'passed', detail: `${measured} ${L.speed.sdOnly(mbps(hd), mbps(sd))}`, fix: L.speed.sdOnlyFix };
  return { status: 'failed', detail: `${measured} ${L.speed.tooSlow(mbps(sd))}`, fix: L.speed.tooSlowFix };
}

/** Why the test stream did not play, as the player classified it. */
export type StreamFailure = 'licence' | 'network' | 'decode' | 'drm' | 'closed';

/**
 * A player failure (features/player's classification, by its kind) as the check names it: a
 * refused licence, the network, the browser's DRM setup, or decoding (HDCP and the rest).
 */
export function streamFailureOf(kind: 'hdcp' | 'setup' | 'refused' | 'network' | 'other'): StreamFailure {
  if (kind === 'refused') return 'licence';
  if (kind === 'network') return 'network';
  return kind === 'setup' ? 'drm' : 'decode';
}

/** The test stream's result: played to its end, or what failed and its fix. */
export function streamVerdict(outcome: { played: number } | { failure: StreamFailure }): CheckResult {
  if ('played' in outcome) return { status: 'passed', detail: L.stream.passed(outcome.played) };
  switch (outcome.failure) {
    case 'licence':
      return { status: 'failed', detail: L.stream.licence, fix: L.stream.licenceFix };
    case 'network':
      return { status: 'failed', detail: L.stream.network, fix: L.stream.networkFix };
    case 'decode':
      return { status: 'failed', detail: L.stream.decode, fix: L.stream.decodeFix };
    case 'drm':
      return { status: 'failed', detail: L.stream.drmSetup, fix: L.stream.drmSetupFix };
    case 'closed':
      return { status: 'cantTell', detail: L.stream.closed };
  }
}

/** The line over the results: ready when every check passed, else what to look at. */
export function readinessSummary(statuses: readonly CheckStatus[]): string {
  if (statuses.includes('failed')) return L.summary.notReady;
  if (statuses.includes('cantTell')) return L.summary.incomplete;
  return L.summary.ready;
}
