/** A refusal the studio answers its browser client with: `{error: {code, message}}` and a status. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
