/** DASH-IF's scheme for "this is encrypted with ISO/IEC 23001-7", carrying the default KID. */
const MP4_PROTECTION = 'urn:mpeg:dash:mp4protection:2011';
/** The W3C ClearKey system, which EME's org.w3.clearkey answers to. */
export const CLEARKEY_SYSTEM_ID = 'e2719d58-a985-b3c9-781a-b030af78d30e';

/** A KID as the MPD writes it: the UUID form of its 16 bytes. */
export const kidUuid = (kid: Uint8Array) =>
  Buffer.from(kid).toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * The ContentProtection elements of an encrypted adaptation set: cenc with its default KID,
 * and the ClearKey system (the key ids come from the init segment's pssh). Widevine and
 * FairPlay signalling belongs to a production packager that holds those systems' keys.
 */
export function contentProtection(kid: Uint8Array) {
  return [
    { '@_schemeIdUri': MP4_PROTECTION, '@_value': 'cenc', '@_cenc:default_KID': kidUuid(kid) },
    { '@_schemeIdUri': `urn:uuid:${CLEARKEY_SYSTEM_ID}`, '@_value': 'ClearKey1.0' },
  ];
}
