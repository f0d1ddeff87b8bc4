/** How staff read the fields players fill in (level 1's details, level 4's answers). */
const LABELS: Record<string, string> = {
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  country: 'Country',
  addressLine: 'Address',
  city: 'City',
  postalCode: 'Postal code',
  sourceOfFunds: 'Source of funds',
  occupation: 'Occupation',
  monthlyDeposit: 'Monthly deposit',
};

/**
 * A submission's written fields as labelled lines, in the order players fill them in;
 * a field this list does not know (one added on the server later) still shows, under
 * its own name, after the known ones.
 */
export function submissionFields(data: Record<string, string> | null): { label: string; value: string }[] {
  if (!data) return [];
  const known = Object.keys(LABELS).filter((key) => key in data);
  const other = Object.keys(data).filter((key) => !(key in LABELS));
  return [...known, ...other].map((key) => ({ label: LABELS[key] ?? key, value: data[key] ?? '' }));
}
