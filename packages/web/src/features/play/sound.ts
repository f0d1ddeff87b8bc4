import { readSetting } from '../../lib/client-settings';

/**
 * Game sounds, synthesised with the Web Audio API (no audio files to ship or load):
 * short enveloped tones per cue. Volume comes from the client settings (0 mutes);
 * the first sound after a page load waits for a user gesture, as browsers require.
 */
export type SoundCue = 'bet' | 'win' | 'lose' | 'tick' | 'reveal' | 'card' | 'cashout' | 'click';

type Tone = {
  frequency: number;
  endFrequency?: number;
  start: number;
  duration: number;
  type: OscillatorType;
  gain: number;
};

const CUES: Record<SoundCue, Tone[]> = {
  bet: [{ frequency: 520, endFrequency: 660, start: 0, duration: 0.07, type: 'triangle', gain: 0.25 }],
  click: [{ frequency: 900, start: 0, duration: 0.03, type: 'square', gain: 0.08 }],
  tick: [{ frequency: 1400, start: 0, duration: 0.02, type: 'square', gain: 0.06 }],
  reveal: [{ frequency: 660, endFrequency: 990, start: 0, duration: 0.09, type: 'sine', gain: 0.3 }],
  card: [{ frequency: 240, endFrequency: 120, start: 0, duration: 0.06, type: 'sawtooth', gain: 0.08 }],
  win: [
    { frequency: 660, start: 0, duration: 0.09, type: 'triangle', gain: 0.3 },
    { frequency: 880, start: 0.08, duration: 0.09, type: 'triangle', gain: 0.3 },
    { frequency: 1320, start: 0.16, duration: 0.18, type: 'triangle', gain: 0.3 },
  ],
  cashout: [
    { frequency: 880, start: 0, duration: 0.07, type: 'sine', gain: 0.3 },
    { frequency: 1175, start: 0.06, duration: 0.07, type: 'sine', gain: 0.3 },
    { frequency: 1760, start: 0.12, duration: 0.16, type: 'sine', gain: 0.25 },
  ],
  lose: [{ frequency: 300, endFrequency: 140, start: 0, duration: 0.22, type: 'sawtooth', gain: 0.12 }],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** The loudness of each of a cue's tones at a volume: none at all at 0 (muted), the full level at 1. */
export function tonePeaks(cue: SoundCue, volume: number): number[] {
  if (!(volume > 0)) return [];
  return CUES[cue].map((tone) => Math.min(1, volume) * tone.gain);
}

/** Plays one cue at a volume between 0 and 1. */
export function playCue(cue: SoundCue, volume: number): void {
  const peaks = tonePeaks(cue, volume);
  if (peaks.length === 0) return;
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  CUES[cue].forEach((tone, index) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, now + tone.start);
    if (tone.endFrequency) {
      oscillator.frequency.exponentialRampToValueAtTime(tone.endFrequency, now + tone.start + tone.duration);
    }
    gain.gain.setValueAtTime(0.0001, now + tone.start);
    gain.gain.exponentialRampToValueAtTime(peaks[index] ?? 0.0001, now + tone.start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + tone.duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + tone.duration + 0.02);
  });
}

/** Plays a cue at the player's volume as it is when the cue sounds. */
function playAtSettingVolume(cue: SoundCue): void {
  playCue(cue, readSetting('volume'));
}

/**
 * `play(cue)` at the player's volume setting. The function never changes: the volume is
 * read when a cue sounds, so muting during an animation silences the cues it has still
 * to play, and a volume change never restarts a board's scheduled sounds.
 */
export function useGameSound(): (cue: SoundCue) => void {
  return playAtSettingVolume;
}
