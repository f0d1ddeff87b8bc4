import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('RG_PROFILE', () => {
  it('is standard by default and leaves the studio’s settings as the operator wrote them', () => {
    const config = loadConfig({});
    expect(config.rg).toMatchObject({ profile: 'standard', slotBetGapMs: 0 });
    expect(config.rg.notice).toMatch(/profile: standard/);
    expect(config.studio).toMatchObject({ quickSpin: true, autoplay: true, minSpinMs: 0, sessionBar: false });
    const written = loadConfig({ STUDIO_AUTOPLAY: 'false', STUDIO_MIN_SPIN_MS: '1000', RG_PROFILE: '' });
    expect(written.rg.profile).toBe('standard');
    expect(written.studio).toMatchObject({ quickSpin: true, autoplay: false, minSpinMs: 1000 });
    expect(written.warnings).toEqual([]);
  });

  it('ukgc turns quick spin and autoplay off, holds spins 2.5 s apart and shows the session bar', () => {
    const config = loadConfig({ RG_PROFILE: 'ukgc' });
    expect(config.rg).toMatchObject({ profile: 'ukgc', slotBetGapMs: 2500 });
    expect(config.studio).toMatchObject({
      quickSpin: false,
      autoplay: false,
      minSpinMs: 2500,
      sessionBar: true,
    });
    expect(config.rg.notice).toMatch(/profile: ukgc\. Forced: no quick spin, no autoplay, .*2500 ms/);
    // Defaults the profile does not use are not the operator's doing: nothing to warn about.
    expect(config.warnings).toEqual([]);
    expect(loadConfig({ RG_PROFILE: ' UKGC ' }).rg.profile).toBe('ukgc');
  });

  it('ukgc wins over settings written against it, and the start says what it replaced', () => {
    const config = loadConfig({
      RG_PROFILE: 'ukgc',
      STUDIO_AUTOPLAY: 'true',
      STUDIO_QUICK_SPIN: '1',
      STUDIO_MIN_SPIN_MS: '800',
    });
    expect(config.studio).toMatchObject({ quickSpin: false, autoplay: false, minSpinMs: 2500 });
    expect(config.warnings).toEqual([
      'STUDIO_QUICK_SPIN=true is replaced by false (RG_PROFILE=ukgc)',
      'STUDIO_AUTOPLAY=true is replaced by false (RG_PROFILE=ukgc)',
      'STUDIO_MIN_SPIN_MS=800 is replaced by 2500 (RG_PROFILE=ukgc)',
    ]);
  });

  it('ukgc keeps a longer least spin time the operator chose', () => {
    const config = loadConfig({ RG_PROFILE: 'ukgc', STUDIO_MIN_SPIN_MS: '4000', STUDIO_AUTOPLAY: 'false' });
    expect(config.studio.minSpinMs).toBe(4000);
    expect(config.warnings).toEqual([]);
    expect(config.rg.notice).toMatch(/at least 4000 ms apart in the studio/);
  });

  it.each(['uk', 'strict', 'UKGC2', 'true'])('refuses RG_PROFILE=%s with a clear message', (value) => {
    const start = () => loadConfig({ RG_PROFILE: value });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('Invalid configuration: RG_PROFILE must be standard or ukgc');
  });
});
