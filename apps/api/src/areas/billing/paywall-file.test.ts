import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { SeedError } from '../../lib/read-seed-file.ts';
import { loadPaywallFile } from './paywall-file.ts';

const SEED = join(SEED_DIR, 'paywall.json');

async function fileWith(content: unknown): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'paywall-')), 'paywall.json');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The seed file, changed by `edit`. */
async function seedWith(edit: (file: { pages: Record<string, unknown>[]; variations: Record<string, unknown>[] }) => void): Promise<string> {
  const file = JSON.parse(await readFile(SEED, 'utf8'));
  edit(file);
  return fileWith(file);
}

describe('loadPaywallFile', () => {
  it('reads the seed pages: general, a first-step and a next-step page, and variations by cid, partner and flow', async () => {
    const paywall = await loadPaywallFile(SEED);
    expect(paywall.pages.map(({ pageName, firstStep, nextStep }) => ({ pageName, firstStep, nextStep }))).toEqual([
      { pageName: 'general', firstStep: false, nextStep: false },
      { pageName: 'choose-plan', firstStep: true, nextStep: false },
      { pageName: 'payment', firstStep: false, nextStep: true },
    ]);
    expect(paywall.variations.map(({ name, when }) => ({ name, when }))).toEqual([
      { name: 'launch-offer', when: { cid: 'LAUNCH50' } },
      { name: 'northstar-partner', when: { partner: 'northstar' } },
      { name: 'welcome-back', when: { flow: 'winback' } },
    ]);
  });

  it('refuses a missing or unparsable file with a SeedError', async () => {
    await expect(loadPaywallFile('/nonexistent/paywall.json')).rejects.toThrow(SeedError);
    await expect(loadPaywallFile(await fileWith('{ "pages": '))).rejects.toThrow(/^Cannot read the paywall file /);
  });

  it.each([
    ['a page without its buy button', (file: { pages: Record<string, unknown>[] }) => void (file.pages[0]!.buttons = {}), /pages\.0\.buttons\.buyButton/],
    ['a hero art the server does not draw', (file: { pages: Record<string, unknown>[] }) => void (file.pages[0]!.images = { PAYWALL_HERO: { art: 'photo', alt: '' } }), /pages\.0\.images\.PAYWALL_HERO\.art/],
    ['steps out of the journey’s order', (file: { pages: Record<string, unknown>[] }) => void (file.pages[1]!.steps = [{ id: 'payment', label: 'Pay' }, { id: 'plan', label: 'Plan' }]), /pages\.1\.steps: Steps go once each, in the journey's order/],
    ['no general page', (file: { pages: Record<string, unknown>[] }) => void (file.pages[0]!.pageName = 'welcome'), /pages: a page named general is needed/],
    ['two first-step pages', (file: { pages: Record<string, unknown>[] }) => void (file.pages[0]!.firstStep = true), /pages: exactly one page must be the first step \(firstStep\), not 2/],
  ])('refuses %s, naming where', async (_case, edit, message) => {
    await expect(loadPaywallFile(await seedWith(edit))).rejects.toThrow(message);
  });

  it('refuses a variation whose pages, laid over the defaults, break the page parameter', async () => {
    const unflagged = await seedWith((file) => {
      const launch = file.variations[0]!.pages as Record<string, unknown>[];
      launch[1]!.firstStep = false;
    });
    await expect(loadPaywallFile(unflagged)).rejects.toThrow(/variations\.0: over the default pages, exactly one page must be the first step \(firstStep\), not 0/);
  });

  it('refuses a variation without a condition, one that could never be chosen, and a name given twice', async () => {
    await expect(loadPaywallFile(await seedWith((file) => void (file.variations[0]!.when = {})))).rejects.toThrow(/variations\.0\.when: Give at least one of cid, flow, partner/);
    const shadowed = await seedWith((file) => void file.variations.push({ ...file.variations[0]!, name: 'launch-again', when: { cid: 'launch50' } }));
    await expect(loadPaywallFile(shadowed)).rejects.toThrow(/variations\.3: its conditions are launch-offer's, which comes first/);
    const twice = await seedWith((file) => void file.variations.push({ ...file.variations[0]!, when: { cid: 'OTHER' } }));
    await expect(loadPaywallFile(twice)).rejects.toThrow(/variations: the variation launch-offer is given twice/);
  });
});
