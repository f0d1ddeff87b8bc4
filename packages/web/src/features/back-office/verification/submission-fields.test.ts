import { describe, expect, it } from 'vitest';
import { submissionFields } from './submission-fields';

describe('submissionFields', () => {
  it('labels the fields in the order players fill them in', () => {
    expect(submissionFields({ city: 'Lisbon', fullName: 'Ada Lovelace', country: 'PT' })).toEqual([
      { label: 'Full name', value: 'Ada Lovelace' },
      { label: 'Country', value: 'PT' },
      { label: 'City', value: 'Lisbon' },
    ]);
  });

  it('still shows a field it has no label for, after the known ones', () => {
    expect(submissionFields({ nickname: 'ada', occupation: 'Engineer' })).toEqual([
      { label: 'Occupation', value: 'Engineer' },
      { label: 'nickname', value: 'ada' },
    ]);
  });

  it('has nothing to show for a documents-only level', () => {
    expect(submissionFields(null)).toEqual([]);
  });
});
