import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentIncident, ppvIncidentFileBeside, readPpvIncidentWindows, switchIncident, writePpvIncidentWindows } from './ppv-incident-file.ts';

describe('the incident switch', () => {
  it('opens a window, refuses a second start, closes it, refuses a second end', () => {
    const opened = switchIncident([], 'start', 'fight', 1_000, -300);
    // The event clock's offset at the start is kept with the window: the credits place it in the night.
    expect(opened).toEqual([{ productId: 'fight', startedAt: 1_000, endedAt: null, clockOffsetMs: -300 }]);
    expect(switchIncident(opened!, 'start', 'fight', 2_000, 0)).toBeNull();
    const closed = switchIncident(opened!, 'end', 'fight', 5_000, 0);
    expect(closed).toEqual([{ productId: 'fight', startedAt: 1_000, endedAt: 5_000, clockOffsetMs: -300 }]);
    expect(switchIncident(closed!, 'end', 'fight', 6_000, 0)).toBeNull();
    expect(switchIncident(closed!, 'start', 'fight', 7_000, 0)).toEqual([...closed!, { productId: 'fight', startedAt: 7_000, endedAt: null, clockOffsetMs: 0 }]);
  });

  it("the event's open window only", () => {
    const windows = [
      { productId: 'fight', startedAt: 1, endedAt: 2, clockOffsetMs: 0 },
      { productId: 'other', startedAt: 3, endedAt: null, clockOffsetMs: 0 },
    ];
    expect(currentIncident({ event: { productId: 'fight' }, incidents: windows })).toBeNull();
    expect(currentIncident({ event: { productId: 'other' }, incidents: windows })).toEqual(windows[1]);
  });

  it('is kept beside the clock file; missing, no windows; broken, an error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stat-incident-'));
    const file = ppvIncidentFileBeside(join(dir, 'ppv-clock.json'));
    expect(file).toBe(join(dir, 'ppv-incident.json'));
    expect(await readPpvIncidentWindows(file)).toEqual([]);
    await writePpvIncidentWindows(file, [{ productId: 'fight', startedAt: 1, endedAt: null, clockOffsetMs: 7 }]);
    expect(await readPpvIncidentWindows(file)).toEqual([{ productId: 'fight', startedAt: 1, endedAt: null, clockOffsetMs: 7 }]);
    // A window written before the offset was kept reads as the event's own dates.
    await writeFile(file, '{"windows": [{"productId": "fight", "startedAt": 1, "endedAt": 2}]}');
    expect(await readPpvIncidentWindows(file)).toEqual([{ productId: 'fight', startedAt: 1, endedAt: 2, clockOffsetMs: 0 }]);
    await writeFile(file, '{"windows": [{"startedAt": "soon"}]}');
    await expect(readPpvIncidentWindows(file)).rejects.toThrow();
  });
});
