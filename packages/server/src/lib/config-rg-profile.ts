/**
 * The responsible-gambling profile (RG_PROFILE, docs/reality-checks.md#the-ukgc-profile):
 * `standard` leaves every setting as the operator wrote it; `ukgc` applies the stricter
 * UK rules over them. The profile wins over the settings it covers, because an operator
 * licensed under those rules must not be one stray variable away from breaking them:
 * a conflicting value is replaced, and the start says so in the log rather than
 * refusing to start.
 */
export const RG_PROFILES = ['standard', 'ukgc'] as const;
export type RgProfile = (typeof RG_PROFILES)[number];

/** The least time between two slot spins under the UK rules, in ms. */
export const UKGC_MIN_SPIN_MS = 2500;

export interface StudioPlaySettings {
  quickSpin: boolean;
  autoplay: boolean;
  minSpinMs: number;
}

export interface RgProfileResult {
  profile: RgProfile;
  /** The studio's settings once the profile is applied, and whether its slots show the session bar. */
  studio: StudioPlaySettings & { sessionBar: boolean };
  /** The least time between two provider bets of one player on slots, in ms (0: no rule). */
  slotBetGapMs: number;
  /** What the start logs: the profile and what it forced. */
  notice: string;
  /** Settings the operator wrote that the profile replaced, each as one sentence. */
  overridden: string[];
}

/**
 * Applies `profile` to the studio settings read from the environment. `explicit` names
 * the variables the operator actually set, so the log can tell a value the profile
 * replaced from a default it simply does not use.
 */
export function applyRgProfile(
  profile: RgProfile,
  studio: StudioPlaySettings,
  explicit: ReadonlySet<string>,
): RgProfileResult {
  if (profile === 'standard') {
    return {
      profile,
      studio: { ...studio, sessionBar: false },
      slotBetGapMs: 0,
      notice: 'Responsible-gambling profile: standard (no settings forced).',
      overridden: [],
    };
  }
  const overridden: string[] = [];
  if (studio.quickSpin && explicit.has('STUDIO_QUICK_SPIN')) {
    overridden.push('STUDIO_QUICK_SPIN=true is replaced by false');
  }
  if (studio.autoplay && explicit.has('STUDIO_AUTOPLAY')) {
    overridden.push('STUDIO_AUTOPLAY=true is replaced by false');
  }
  if (studio.minSpinMs < UKGC_MIN_SPIN_MS && explicit.has('STUDIO_MIN_SPIN_MS')) {
    overridden.push(`STUDIO_MIN_SPIN_MS=${studio.minSpinMs} is replaced by ${UKGC_MIN_SPIN_MS}`);
  }
  const minSpinMs = Math.max(studio.minSpinMs, UKGC_MIN_SPIN_MS);
  return {
    profile,
    studio: { quickSpin: false, autoplay: false, minSpinMs, sessionBar: true },
    slotBetGapMs: UKGC_MIN_SPIN_MS,
    notice: `Responsible-gambling profile: ukgc. Forced: no quick spin, no autoplay, slot spins at least ${minSpinMs} ms apart in the studio, provider slot bets of one player at least ${UKGC_MIN_SPIN_MS} ms apart, the session's time and net result always shown in the studio's slots.`,
    overridden,
  };
}
