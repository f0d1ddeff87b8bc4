import { createCompetitionRequestSchema } from '@ante/core';
import { localInputToIso, optionalText } from '../ui/format';

export type CompetitionValues = {
  name: string;
  startsAt: string;
  endsAt: string;
  games: string;
  prizes: string;
  prizeCurrency: string;
  campaignId: string;
};

/** Items typed as a list: separated by commas, spaces or new lines. */
export function splitList(text: string): string[] {
  return text.split(/[\s,]+/).filter((item) => item !== '');
}

/** A competition's form, checked by the contract the server creates it with. */
export const competitionRules = {
  schema: createCompetitionRequestSchema,
  initialValues: {
    name: '',
    startsAt: '',
    endsAt: '',
    games: '',
    prizes: '',
    prizeCurrency: '',
    campaignId: '',
  } satisfies CompetitionValues,
  toRequest: (values: CompetitionValues) => ({
    name: values.name,
    startsAt: localInputToIso(values.startsAt),
    endsAt: localInputToIso(values.endsAt),
    games: splitList(values.games),
    prizes: splitList(values.prizes),
    prizeCurrency: optionalText(values.prizeCurrency),
    campaignId: optionalText(values.campaignId),
  }),
  // The contract names a bad prize or slug by its place in the list (prizes.1); the form
  // has one input for the whole list, so such a complaint is given to it.
  check: (values: CompetitionValues) => {
    const request = competitionRules.toRequest(values);
    const result = createCompetitionRequestSchema.safeParse(request);
    const problem = (field: string) =>
      result.error?.issues.find((issue) => issue.path[0] === field && issue.path.length > 1)?.message ?? null;
    return {
      prizes: problem('prizes'),
      games: problem('games'),
      endsAt:
        request.startsAt && request.endsAt && Date.parse(request.endsAt) <= Date.parse(request.startsAt)
          ? 'The end must come after the start'
          : null,
    };
  },
};
