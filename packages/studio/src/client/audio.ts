/**
 * The game's sounds, synthesized with Web Audio: a few oscillators and a noise burst
 * per cue, so the game ships no audio files. The audio context is created on the
 * player's first gesture (browsers refuse to start one before), and every cue goes
 * through one gain node that follows the casino's volume and the mute button.
 */

export type Cue = 'spin' | 'stop' | 'scatter' | 'win' | 'bigWin' | 'freeSpins' | 'tick' | 'click';

export class SoundBoard {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private noise: AudioBuffer | null = null;
  private volume = 0.8;
  private muted = false;

  /** Creates the context; call from a user gesture. */
  unlock(): void {
    if (this.context) {
      if (this.context.state === 'suspended') void this.context.resume();
      return;
    }
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    this.context = new Context();
    this.master = this.context.createGain();
    this.master.connect(this.context.destination);
    this.applyVolume();
    const length = this.context.sampleRate;
    this.noise = this.context.createBuffer(1, length, this.context.sampleRate);
    const data = this.noise.getChannelData(0);
    for (let i = 0; i < length; i += 1) data[i] = Math.random() * 2 - 1;
  }

  setVolume(volume: number): void {
    this.volume = Math.min(1, Math.max(0, volume));
    this.applyVolume();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.applyVolume();
  }

  isMuted(): boolean {
    return this.muted || this.volume === 0;
  }

  private applyVolume(): void {
    if (!this.context || !this.master) return;
    const target = this.muted ? 0 : this.volume * 0.5;
    this.master.gain.setTargetAtTime(target, this.context.currentTime, 0.02);
  }

  play(cue: Cue): void {
    const context = this.context;
    if (!context || !this.master || this.muted || this.volume === 0) return;
    const now = context.currentTime;
    switch (cue) {
      case 'spin':
        this.sweep(now, 0.35, 400, 1800, 0.18);
        this.tone(now, 'triangle', 220, 330, 0.18, 0.08);
        break;
      case 'stop':
        this.tone(now, 'sine', 140, 55, 0.16, 0.5);
        this.burst(now, 0.05, 2200, 0.18);
        break;
      case 'scatter':
        [880, 1320, 1760].forEach((frequency, i) => {
          this.tone(now + i * 0.06, 'sine', frequency, frequency, 0.6, 0.16);
        });
        this.tone(now, 'sine', 110, 70, 0.3, 0.4);
        break;
      case 'win':
        [523.25, 659.25, 783.99, 1046.5].forEach((frequency, i) => {
          this.tone(now + i * 0.08, 'triangle', frequency, frequency, 0.28, 0.16);
        });
        break;
      case 'bigWin':
        [261.63, 329.63, 392, 523.25, 659.25, 783.99, 1046.5].forEach((frequency, i) => {
          this.tone(now + i * 0.09, 'sawtooth', frequency, frequency, 0.45, 0.07);
          this.tone(now + i * 0.09, 'triangle', frequency * 2, frequency * 2, 0.35, 0.08);
        });
        this.tone(now + 0.7, 'triangle', 523.25, 523.25, 1.4, 0.15);
        this.tone(now + 0.7, 'triangle', 659.25, 659.25, 1.4, 0.12);
        this.tone(now + 0.7, 'triangle', 783.99, 783.99, 1.4, 0.12);
        break;
      case 'freeSpins':
        for (let i = 0; i < 10; i += 1) {
          const frequency = 440 * 2 ** (([0, 4, 7, 11, 12, 16, 19, 23, 24, 28][i] as number) / 12);
          this.tone(now + i * 0.055, 'sine', frequency, frequency, 0.5, 0.1);
        }
        this.sweep(now, 0.9, 300, 4000, 0.12);
        break;
      case 'tick':
        this.tone(now, 'square', 1800, 1800, 0.025, 0.03);
        break;
      case 'click':
        this.tone(now, 'triangle', 900, 600, 0.05, 0.08);
        break;
    }
  }

  private tone(
    at: number,
    type: OscillatorType,
    from: number,
    to: number,
    duration: number,
    level: number,
  ): void {
    const context = this.context;
    if (!context || !this.master) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(from, at);
    if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(to, at + duration);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    oscillator.connect(gain).connect(this.master);
    oscillator.start(at);
    oscillator.stop(at + duration + 0.05);
  }

  /** Filtered noise whose band rises: the whoosh of reels starting. */
  private sweep(at: number, duration: number, from: number, to: number, level: number): void {
    const context = this.context;
    if (!context || !this.master || !this.noise) return;
    const source = context.createBufferSource();
    source.buffer = this.noise;
    const filter = context.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = 1.2;
    filter.frequency.setValueAtTime(from, at);
    filter.frequency.exponentialRampToValueAtTime(to, at + duration);
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(level, at + duration * 0.3);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    source.connect(filter).connect(gain).connect(this.master);
    source.start(at);
    source.stop(at + duration + 0.05);
  }

  /** A short click of noise: the latch of a reel stopping. */
  private burst(at: number, duration: number, frequency: number, level: number): void {
    const context = this.context;
    if (!context || !this.master || !this.noise) return;
    const source = context.createBufferSource();
    source.buffer = this.noise;
    const filter = context.createBiquadFilter();
    filter.type = 'highpass';
    filter.frequency.value = frequency;
    const gain = context.createGain();
    gain.gain.setValueAtTime(level, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    source.connect(filter).connect(gain).connect(this.master);
    source.start(at);
    source.stop(at + duration + 0.02);
  }
}

/**
 * Follows the casino's volume: the parent page posts `{type: 'ante:volume', volume}`.
 * Only messages from the parent window count, so no other frame can change it.
 */
export function listenForVolume(onVolume: (volume: number) => void): void {
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || window.parent === window) return;
    const data = event.data as { type?: unknown; volume?: unknown } | null;
    if (data?.type !== 'ante:volume' || typeof data.volume !== 'number') return;
    if (!Number.isFinite(data.volume)) return;
    onVolume(Math.min(1, Math.max(0, data.volume)));
  });
}
