import { ErrorCode } from '@ante/core';

/**
 * Application errors carry the HTTP status and the stable code; the edge (the
 * Fastify error handler in http-errors.ts) turns them into `{message, code, field?}`.
 * Use cases throw these and never touch the reply. `field` names the request field
 * the problem is about, when it is one, so a form can show the message beside it.
 */
export class AppError extends Error {
  /** The dollar amounts the message names, in its order, each written as `usdText` writes it. */
  amountsUsd: readonly string[] = [];

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field = '',
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * Says which dollar amounts the message names (written in it with `usdText`), so the
   * web can show them in the player's display currency rather than in dollars.
   */
  naming(...amountsUsd: string[]): this {
    this.amountsUsd = amountsUsd;
    return this;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field = '') {
    super(400, ErrorCode.Validation, message, field);
  }
}

export class NotLoggedIn extends AppError {
  constructor(message = 'You need to log in first.') {
    super(401, ErrorCode.NotLoggedIn, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do that.', code: string = ErrorCode.Forbidden) {
    super(403, code, message);
  }
}

/** The visitor is in a restricted territory; the message says what is not available there. */
export class RestrictedRegion extends AppError {
  constructor(message: string) {
    super(403, ErrorCode.RestrictedRegion, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.', field = '') {
    super(404, ErrorCode.NotFound, message, field);
  }
}

export class Conflict extends AppError {
  constructor(message: string, code: string = ErrorCode.Conflict, field = '') {
    super(409, code, message, field);
  }
}

/** A 429: its answer carries `retryAfterMs`, and a Retry-After header in whole seconds. */
export class RateLimited extends AppError {
  constructor(
    readonly retryAfterMs: number,
    message = 'Too many attempts. Please wait a moment and try again.',
  ) {
    super(429, ErrorCode.RateLimited, message);
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}

/** Every request that moves a player's money names the sum `amount`, so that is the field. */
export class InsufficientBalance extends AppError {
  constructor(message = 'Insufficient balance.') {
    super(409, ErrorCode.InsufficientBalance, message, 'amount');
  }
}

/**
 * A transfer that would take an account past what its NUMERIC(38,18) column holds
 * (10^20 units either way): refused, nothing written.
 */
export class LedgerRangeExceeded extends AppError {
  constructor() {
    super(409, ErrorCode.Conflict, 'This amount cannot be booked: it is beyond what the ledger can hold.');
  }
}

/**
 * A 503: something this answer depends on is down or not set up. It always says when to
 * ask again (Retry-After, in whole seconds), so a client or a proxy retries at a pace
 * rather than at once, and every 503 of the API reads the same.
 */
export class Unavailable extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
    code: string = ErrorCode.Unavailable,
  ) {
    super(503, code, message);
  }
}

/**
 * A currency's price is too old (or was never received) to value money by, so what
 * needs its value (bets, withdrawals, payouts) waits until a fresh price arrives.
 */
export class PriceUnavailable extends Unavailable {
  constructor(readonly currency: string) {
    super(
      `${currency} is paused for now: its price is out of date. Please try again in a few minutes or use another currency.`,
      60,
      ErrorCode.RatesUnavailable,
    );
  }
}
