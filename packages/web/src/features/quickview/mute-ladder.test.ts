import { describe, expect, it } from 'vitest';
import { durationLabel, isMuteActive, ladderStepOf, muteMinutes, nextLadderStep } from './mute-ladder';

const START = '2026-03-01T12:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();
const mute = (minutes: number | null, createdAt = START) => ({
  createdAt,
  until: minutes === null ? null : new Date(Date.parse(createdAt) + minutes * 60_000).toISOString(),
});

describe('the mute ladder', () => {
  it('offers the first rung to a player never muted', () => {
    expect(nextLadderStep([])).toBe(0);
  });

  it('offers one rung above the latest mute, whatever order the list is in', () => {
    const older = mute(1_440, START);
    const newer = mute(15, after(10_000));
    expect(nextLadderStep([older, newer])).toBe(1);
    expect(nextLadderStep([newer, older])).toBe(1);
  });

  it('climbs each rung in turn and stays at permanent', () => {
    expect(nextLadderStep([mute(15)])).toBe(1);
    expect(nextLadderStep([mute(60)])).toBe(2);
    expect(nextLadderStep([mute(1_440)])).toBe(3);
    expect(nextLadderStep([mute(10_080)])).toBe(4);
    expect(nextLadderStep([mute(null)])).toBe(4);
  });

  it('places a length off the ladder on the longest rung it reached', () => {
    expect(ladderStepOf(mute(5))).toBe(0);
    expect(ladderStepOf(mute(120))).toBe(1);
    expect(ladderStepOf(mute(525_600))).toBe(3);
    expect(nextLadderStep([mute(120)])).toBe(2);
  });

  it("reads the length from the mute's start and end", () => {
    expect(muteMinutes(mute(60))).toBe(60);
    expect(muteMinutes(mute(null))).toBeNull();
  });
});

describe('durationLabel', () => {
  it("uses the ladder's words for its rungs", () => {
    expect(durationLabel(15)).toBe('15 minutes');
    expect(durationLabel(10_080)).toBe('7 days');
    expect(durationLabel(null)).toBe('Permanent');
  });

  it('names other lengths in days, hours or minutes', () => {
    expect(durationLabel(2_880)).toBe('2 days');
    expect(durationLabel(120)).toBe('2 hours');
    expect(durationLabel(1)).toBe('1 minute');
    expect(durationLabel(90)).toBe('90 minutes');
  });
});

describe('isMuteActive', () => {
  it('holds until its end, and for ever when permanent', () => {
    const now = Date.parse(after(30));
    expect(isMuteActive(mute(60), now)).toBe(true);
    expect(isMuteActive(mute(15), now)).toBe(false);
    expect(isMuteActive(mute(null), now)).toBe(true);
  });
});
