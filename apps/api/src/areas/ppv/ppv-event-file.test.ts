import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { loadPpvEventFile } from './ppv-event-file.ts';

/** The parts of the file the cases edit. */
interface EditableFile {
  doorsAt: string;
  mainEventAt: string;
  price: { earlyInCents: number };
  mainCard: { bouts: { id: string; order: number }[] };
  prelimCard: { bouts: { id: string; order: number }[] };
  pages: Record<string, Record<string, { headline: string }>>;
  sections: Record<string, string[]>;
  moreWaysToBuyUrl: string;
  schedule: { upcoming: { kind: string }[] };
}

const seedText = () => readFile(join(SEED_DIR, 'ppv-event.json'), 'utf8');

async function loadEdited(edit: (file: EditableFile) => void) {
  const file = JSON.parse(await seedText()) as EditableFile;
  edit(file);
  const path = join(await mkdtemp(join(tmpdir(), 'stat-ppv-file-')), 'ppv-event.json');
  await writeFile(path, JSON.stringify(file));
  return loadPpvEventFile(path);
}

describe('the event file', () => {
  it('the seed loads, its times as instants', async () => {
    const event = await loadPpvEventFile(join(SEED_DIR, 'ppv-event.json'));
    expect(event.doorsAt).toBe(Date.parse('2026-12-13T00:00:00Z'));
    expect(event.mainCard.bouts.length).toBeGreaterThan(0);
  });

  it.each<[string, (file: EditableFile) => void, RegExp]>([
    ['a time that is not an instant', (file) => void (file.doorsAt = 'Saturday'), /doorsAt/],
    ['the main event before doors', (file) => void (file.mainEventAt = '2026-12-12T00:00:00Z'), /doorsAt <= mainEventAt < endsAt/],
    ['an early price above the price', (file) => void (file.price.earlyInCents = 9999), /early price is at most/],
    ['a bout id on both cards', (file) => void (file.prelimCard.bouts[0]!.id = file.mainCard.bouts[0]!.id), /own id across both cards/],
    ['two bouts in one place', (file) => void (file.mainCard.bouts[1]!.order = 1), /own order/],
    ['segments that do not spell the headline', (file) => void (file.pages.banner!.live!.headline = 'Other'), /pages\.banner\.live\.headlineSegments/],
    ['a section twice in a phase', (file) => void file.sections.live!.push('watch'), /sections\.live/],
    ['a phase without its sections', (file) => void delete file.sections.sunset, /sections\.sunset/],
    ['a page missing', (file) => void delete file.pages.modal, /pages\.modal/],
    ['a more-ways-to-buy link that is not http(s)', (file) => void (file.moreWaysToBuyUrl = 'javascript:alert(1)'), /moreWaysToBuyUrl/],
    ['an unknown event kind on the schedule', (file) => void (file.schedule.upcoming[0]!.kind = 'TV'), /schedule\.upcoming\.0\.kind/],
  ])('refuses %s, naming where', async (_, edit, problem) => {
    await expect(loadEdited(edit)).rejects.toThrow(problem);
  });
});
