import { describe, expect, it } from 'vitest';
import { ProgressReporter, type ProgressCall } from './progress-reporter.ts';

function reporter(kind: 'title' | 'channel') {
  const calls: ProgressCall[] = [];
  return { calls, progress: new ProgressReporter(kind, (call) => calls.push(call)) };
}

const titleEvents = (calls: ProgressCall[]) => calls.map((call) => (call.kind === 'title' ? [call.event, call.seconds, call.seq] : call.event));

describe('ProgressReporter for a title', () => {
  it('reports played at the start and every 30 s of playing, with whole seconds and a sequence', () => {
    const { calls, progress } = reporter('title');
    progress.playing(12.7);
    progress.timeUpdate(30);
    progress.timeUpdate(42.6);
    progress.timeUpdate(42.7);
    progress.timeUpdate(72.6);
    progress.timeUpdate(72.8);
    expect(titleEvents(calls)).toEqual([
      ['played', 12, 0],
      ['played', 42, 1],
      ['played', 72, 2],
    ]);
  });

  it('reports the viewer’s pause and the resume after it, and nothing while paused', () => {
    const { calls, progress } = reporter('title');
    progress.playing(0);
    progress.pause(10);
    progress.pause(10);
    progress.timeUpdate(45);
    progress.playing(10);
    expect(titleEvents(calls)).toEqual([
      ['played', 0, 0],
      ['pause', 10, 1],
      ['resume', 10, 2],
    ]);
  });

  it('restarts the interval from where a seek back went', () => {
    const { calls, progress } = reporter('title');
    progress.playing(100);
    progress.timeUpdate(125);
    progress.timeUpdate(20);
    progress.timeUpdate(45);
    progress.timeUpdate(50);
    expect(titleEvents(calls)).toEqual([
      ['played', 100, 0],
      ['played', 50, 1],
    ]);
  });

  it('reports the end once, and nothing after it', () => {
    const { calls, progress } = reporter('title');
    progress.playing(0);
    progress.end(95.5);
    progress.end(95.5);
    progress.playing(0);
    progress.timeUpdate(60);
    progress.pause(60);
    expect(titleEvents(calls)).toEqual([
      ['played', 0, 0],
      ['endplay', 95, 1],
    ]);
  });

  it('reports nothing for a play that never began', () => {
    const { calls, progress } = reporter('title');
    progress.timeUpdate(40);
    progress.pause(0);
    progress.end(0);
    expect(calls).toEqual([]);
  });
});

describe('ProgressReporter for a channel', () => {
  it('sends events with the seconds since the play began, and a resume as played again', () => {
    const { calls, progress } = reporter('channel');
    progress.playing(5_000);
    progress.pause(5_010);
    progress.playing(5_010);
    progress.end(5_020);
    expect(calls).toEqual([
      { kind: 'channel', event: 'played', seconds: 0 },
      { kind: 'channel', event: 'pause', seconds: 10 },
      { kind: 'channel', event: 'played', seconds: 10 },
      { kind: 'channel', event: 'endplay', seconds: 20 },
    ]);
  });
});
