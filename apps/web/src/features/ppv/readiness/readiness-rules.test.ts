import { describe, expect, it } from 'vitest';
import { PPV_READINESS_LABELS as L } from '@stat/contracts';
import type { DrmReport, KeySystemReport } from './drm-robustness.ts';
import { drmVerdict, readinessSummary, SPEED_HEADROOM, speedVerdict, streamFailureOf, streamVerdict, type CheckStatus } from './readiness-rules.ts';

const none: KeySystemReport = { supported: false, robustness: null, hardware: false };
const report = (systems: Partial<DrmReport>): DrmReport => ({ widevine: none, playready: none, fairplay: none, clearkey: none, ...systems });

describe('drmVerdict', () => {
  it.each<[string, Partial<DrmReport>, string, 'HD' | 'SD' | null, string]>([
    ['Widevine in hardware: HD', { widevine: { supported: true, robustness: 'HW_SECURE_ALL', hardware: true }, clearkey: { supported: true, robustness: null, hardware: false } }, 'passed', 'HD', L.drm.hd('Widevine', 'HW_SECURE_ALL')],
    ['Widevine in software: SD only', { widevine: { supported: true, robustness: 'SW_SECURE_DECODE', hardware: false } }, 'passed', 'SD', L.drm.sdOnly('Widevine', 'SW_SECURE_DECODE')],
    ['PlayReady SL3000: HD', { playready: { supported: true, robustness: '3000', hardware: true } }, 'passed', 'HD', L.drm.hd('PlayReady', '3000')],
    ['FairPlay: HD', { fairplay: { supported: true, robustness: null, hardware: true } }, 'passed', 'HD', L.drm.hd('FairPlay', L.drm.hardware)],
    ['hardware PlayReady wins over software Widevine', { widevine: { supported: true, robustness: 'SW_SECURE_CRYPTO', hardware: false }, playready: { supported: true, robustness: '3000', hardware: true } }, 'passed', 'HD', L.drm.hd('PlayReady', '3000')],
    ['ClearKey only: SD only', { clearkey: { supported: true, robustness: null, hardware: false } }, 'passed', 'SD', L.drm.sdOnly('ClearKey', L.drm.software)],
    ['nothing: failed', {}, 'failed', null, L.drm.none],
  ])('%s', (_name, systems, status, quality, detail) => {
    const verdict = drmVerdict(report(systems), true);
    expect(verdict).toMatchObject({ status, quality, detail });
    expect(verdict.fix !== undefined).toBe(quality !== 'HD');
  });

  it('outside a secure context: can’t tell, with the fix', () => {
    expect(drmVerdict(report({ clearkey: { supported: true, robustness: null, hardware: false } }), false)).toEqual({ status: 'cantTell', detail: L.drm.insecure, fix: L.drm.insecureFix, quality: null });
  });
});

describe('speedVerdict', () => {
  const needs = { hdBitsPerSecond: 6_000_000, sdBitsPerSecond: 2_000_000, hdHeight: 1080, sdHeight: 480 };
  it.each<[string, number | null, CheckStatus, boolean]>([
    ['well above HD', 50_000_000, 'passed', false],
    ['HD with headroom exactly', 6_000_000 * SPEED_HEADROOM, 'passed', false],
    ['just under HD with headroom: SD', 6_000_000 * SPEED_HEADROOM - 1, 'passed', true],
    ['SD with headroom exactly', 2_000_000 * SPEED_HEADROOM, 'passed', true],
    ['under SD with headroom: too slow', 2_000_000 * SPEED_HEADROOM - 1, 'failed', true],
    ['nothing measured', null, 'cantTell', true],
  ])('%s', (_name, measured, status, hasFix) => {
    const verdict = speedVerdict(measured, needs);
    expect(verdict.status).toBe(status);
    expect(verdict.fix !== undefined).toBe(hasFix);
  });

  it('says the measured and needed rates in Mbps', () => {
    expect(speedVerdict(4_000_000, needs).detail).toBe(`${L.speed.measured('4.0')} ${L.speed.sdOnly('9.0', '3.0')}`);
    expect(speedVerdict(12_500_000, needs).detail).toBe(`${L.speed.measured('12.5')} ${L.speed.hd('9.0')}`);
  });
});

describe('the test stream', () => {
  it.each([
    ['refused', 'licence'],
    ['network', 'network'],
    ['setup', 'drm'],
    ['hdcp', 'decode'],
    ['other', 'decode'],
  ] as const)('a player failure of kind %s is a %s failure', (kind, failure) => {
    expect(streamFailureOf(kind)).toBe(failure);
  });

  it.each([
    [{ played: 20 }, 'passed', L.stream.passed(20), undefined],
    [{ failure: 'licence' }, 'failed', L.stream.licence, L.stream.licenceFix],
    [{ failure: 'network' }, 'failed', L.stream.network, L.stream.networkFix],
    [{ failure: 'decode' }, 'failed', L.stream.decode, L.stream.decodeFix],
    [{ failure: 'drm' }, 'failed', L.stream.drmSetup, L.stream.drmSetupFix],
    [{ failure: 'closed' }, 'cantTell', L.stream.closed, undefined],
  ] as const)('%o: %s', (outcome, status, detail, fix) => {
    expect(streamVerdict(outcome)).toEqual({ status, detail, ...(fix ? { fix } : {}) });
  });
});

describe('readinessSummary', () => {
  it.each<[CheckStatus[], string]>([
    [['passed', 'passed', 'passed'], L.summary.ready],
    [['passed', 'cantTell', 'passed'], L.summary.incomplete],
    [['passed', 'cantTell', 'failed'], L.summary.notReady],
  ])('%o', (statuses, summary) => {
    expect(readinessSummary(statuses)).toBe(summary);
  });
});
