import type { DrmFormat, TitleStream } from '@stat/contracts';
import type { DrmConfig } from '../../config.ts';

/** Where a player gets licences in one format: our licence path, and FairPlay's certificate. */
export interface LicenceEndpoint {
  licenseUrl: string;
  certificateUrl: string | null;
}

/**
 * The licence endpoint of `format`, as start-play and the catalogue's format calls name it;
 * null when that DRM system is not configured here (only CLEARKEY always is). The path alone
 * opens nothing: the licence server wants start-play's token (start-play adds it).
 */
export function licenceEndpointOf(drm: DrmConfig, format: DrmFormat): LicenceEndpoint | null {
  if (format === 'CLEARKEY') return { licenseUrl: '/api/drm/clearkey/license', certificateUrl: null };
  if (format === 'WIDEVINE') return drm.widevineLicenseUrl ? { licenseUrl: '/api/drm/widevine/license', certificateUrl: null } : null;
  return drm.fairPlayLicenseUrl && drm.fairPlayCertificateUrl
    ? { licenseUrl: '/api/drm/fairplay/license', certificateUrl: '/api/drm/fairplay/certificate' }
    : null;
}

/** A title's manifests at the media origin: adaptive and SD-only. Public: the media is encrypted. */
export function titleManifests(mediaBaseUrl: string, titleId: number): { uri: string; sdUri: string } {
  return { uri: `${mediaBaseUrl}/titles/${titleId}/manifest.mpd`, sdUri: `${mediaBaseUrl}/titles/${titleId}/sd.mpd` };
}

/** A title's stream in `format` through `endpoint` (manifests and licence path, no token). */
export function titleStream(mediaBaseUrl: string, titleId: number, format: DrmFormat, endpoint: LicenceEndpoint): TitleStream {
  return { format, ...titleManifests(mediaBaseUrl, titleId), ...endpoint };
}
