import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../ui/form/request-form';
import { competitionRules, splitList } from './competition-rules';

const filled = {
  ...competitionRules.initialValues,
  name: 'Spring race',
  startsAt: '2030-03-01T12:00',
  endsAt: '2030-03-08T12:00',
  prizes: '500, 250 100',
};

describe('the competition form', () => {
  it('reads lists typed with commas, spaces or new lines', () => {
    expect(splitList(' dice, limbo\nplinko ,')).toEqual(['dice', 'limbo', 'plinko']);
    expect(competitionRules.toRequest(filled)).toMatchObject({ prizes: ['500', '250', '100'], games: [] });
  });

  it('passes a complete competition', () => {
    expect(validateForm(competitionRules, filled)).toEqual({});
  });

  it('puts a bad item of a list beside the list', () => {
    expect(validateForm(competitionRules, { ...filled, prizes: '500 lots' })).toEqual({
      prizes: 'prizes must be decimal strings such as "250" or "99.50"',
    });
    expect(validateForm(competitionRules, { ...filled, games: 'Dice' })).toEqual({
      games: 'games must be game slugs such as dice',
    });
  });

  it('asks for at least one prize and an end after the start', () => {
    const errors = validateForm(competitionRules, { ...filled, prizes: '', endsAt: '2030-02-01T12:00' });
    expect(errors.prizes).toBe('at least one prize');
    expect(errors.endsAt).toBe('The end must come after the start');
  });
});
