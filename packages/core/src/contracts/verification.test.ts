import { describe, expect, it } from 'vitest';
import { ageOn, ageProblem, verifyLevel1RequestSchema } from './verification';

describe('the age rule', () => {
  it('counts whole years on calendar days, a 29 February birthday turning on 1 March', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('says what is wrong: too young, not born yet, or an unlikely year', () => {
    expect(ageProblem('2008-06-16', '2026-06-15')).toMatch(/18 or older/);
    expect(ageProblem('2008-06-15', '2026-06-15')).toBeNull();
    expect(ageProblem('2027-01-01', '2026-06-15')).toMatch(/future/);
    expect(ageProblem('1890-01-01', '2026-06-15')).toMatch(/year of birth/);
  });
});

describe('level 1 details', () => {
  const details = {
    fullName: ' Ada Lovelace ',
    dateOfBirth: '1990-12-10',
    country: 'de',
    addressLine: '12 Analytical Street',
    city: 'Berlin',
    postalCode: '10115',
  };

  it('refuses a name or address stacking marks on one character, keeping real accents', () => {
    const stacked = verifyLevel1RequestSchema.safeParse({
      ...details,
      fullName: `Ad${'\u0301'.repeat(40)}a`,
    });
    expect(stacked.success).toBe(false);
    expect(stacked.error?.issues[0]?.message).toBe(
      'Full name may carry at most 3 accents or marks on one character',
    );
    const city = verifyLevel1RequestSchema.safeParse({ ...details, city: `B${'\u0308'.repeat(9)}` });
    expect(city.success).toBe(false);
    expect(verifyLevel1RequestSchema.safeParse({ ...details, fullName: 'Zoë Ñúñez Nguyễn' }).success).toBe(
      true,
    );
  });

  it('trims the text and upper-cases the country', () => {
    expect(verifyLevel1RequestSchema.parse(details)).toMatchObject({
      fullName: 'Ada Lovelace',
      country: 'DE',
    });
  });

  it('refuses days that do not exist, unknown countries and unknown fields', () => {
    expect(verifyLevel1RequestSchema.safeParse({ ...details, dateOfBirth: '2001-02-29' }).success).toBe(
      false,
    );
    expect(verifyLevel1RequestSchema.safeParse({ ...details, country: 'XX' }).success).toBe(false);
    expect(verifyLevel1RequestSchema.safeParse({ ...details, extra: 1 }).success).toBe(false);
  });
});
