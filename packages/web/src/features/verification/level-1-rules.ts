import {
  ageProblem,
  COUNTRY_CODES,
  countryName,
  isRestrictedTerritory,
  verifyLevel1RequestSchema,
  verifyLevel4AnswersSchema,
} from '@ante/core';

export type Level1Values = {
  fullName: string;
  dateOfBirth: string;
  country: string;
  addressLine: string;
  city: string;
  postalCode: string;
};

/**
 * Level 1's rules: the request's contract from core, plus the age rule and the built-in
 * restricted territories, which the server applies too (with the operator's own list)
 * but which the player should hear before sending anything.
 */
export const level1Rules = {
  schema: verifyLevel1RequestSchema,
  initialValues: {
    fullName: '',
    dateOfBirth: '',
    country: '',
    addressLine: '',
    city: '',
    postalCode: '',
  } satisfies Level1Values,
  check: ({ dateOfBirth, country }: Level1Values) => ({
    dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? ageProblem(dateOfBirth) : null,
    country: isRestrictedTerritory(country)
      ? `We cannot accept players who live in ${countryName(country)}`
      : null,
  }),
};

/** Every country by its English name, for the country picker. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

export type Level4Values = { sourceOfFunds: string; occupation: string; monthlyDeposit: string };

/** Level 4's questionnaire, checked by the same contract the server reads its fields with. */
export const level4Rules = {
  schema: verifyLevel4AnswersSchema,
  initialValues: { sourceOfFunds: '', occupation: '', monthlyDeposit: '' } satisfies Level4Values,
};
