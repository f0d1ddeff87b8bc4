import { ErrorCode, loginRequestSchema, registerRequestSchema, tipRequestSchema } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api';
import { errorMessage, parseRequest, placeServerError, validateForm } from './request-form';

describe('validateForm', () => {
  const login = { schema: loginRequestSchema, initialValues: { username: '', password: '' } };

  it("gives each field the contract's first complaint, in core's words", () => {
    expect(validateForm(login, { username: '  ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateForm(login, { username: 'lucky', password: 'x' })).toEqual({});
  });

  it('checks the request the values make, and leaves out what the player does not type', () => {
    const tip = {
      schema: tipRequestSchema,
      initialValues: { username: '', amount: '' },
      // An unknown currency is the contract's complaint about a field this form does not show.
      toRequest: (values: { username: string; amount: string }) => ({ ...values, currency: 'NOPE' }),
    };
    expect(validateForm(tip, { username: '', amount: '1' })).toEqual({ username: 'Username is required' });
  });

  it("adds the form's own rules where the contract has nothing to say", () => {
    const tip = {
      schema: tipRequestSchema,
      initialValues: { username: '', amount: '' },
      toRequest: (values: { username: string; amount: string }) => ({ ...values, currency: 'BTC' }),
      check: () => ({ username: 'never shown, the contract speaks first', amount: 'Not enough balance' }),
    };
    expect(validateForm(tip, { username: '', amount: '5' })).toEqual({
      username: 'Username is required',
      amount: 'Not enough balance',
    });
    expect(
      validateForm({ ...tip, check: () => ({ amount: null }) }, { username: 'bob', amount: '5' }),
    ).toEqual({});
  });
});

describe('parseRequest', () => {
  it('answers the parsed request, normalised as the server will read it', () => {
    expect(
      parseRequest(registerRequestSchema, { username: ' lucky ', password: 'abcdefgh', email: ' Me@X.COM ' }),
    ).toEqual({ ok: true, request: { username: 'lucky', password: 'abcdefgh', email: 'me@x.com' } });
  });

  it('answers the first problem when the request cannot be made', () => {
    expect(parseRequest(tipRequestSchema, { username: 'bob', currency: 'NOPE', amount: '1' })).toEqual({
      ok: false,
      message: 'Unknown currency',
    });
  });
});

describe('placeServerError', () => {
  const fields = ['username', 'amount'];

  it('places a refusal beside the field the server named, word for word', () => {
    const error = new ApiError(404, ErrorCode.NotFound, 'There is no player named zed.', true, {
      field: 'username',
    });
    expect(placeServerError(error, fields)).toEqual({
      field: 'username',
      message: 'There is no player named zed.',
    });
  });

  it('keeps a refusal with the whole form when it names no field, or one the form does not show', () => {
    const unnamed = new ApiError(401, ErrorCode.InvalidCredentials, 'Incorrect username or password.', true);
    expect(placeServerError(unnamed, fields)).toEqual({
      field: null,
      message: 'Incorrect username or password.',
    });
    const elsewhere = new ApiError(400, ErrorCode.Validation, 'BTC is not offered here', true, {
      field: 'currency',
    });
    expect(placeServerError(elsewhere, fields)).toEqual({ field: null, message: 'BTC is not offered here' });
  });

  it('does not read the field out of the message', () => {
    const error = new ApiError(400, ErrorCode.Validation, 'amount: Amount is too large', true);
    expect(placeServerError(error, fields)).toEqual({ field: null, message: 'amount: Amount is too large' });
  });

  it('gives the generic line when the server said nothing of its own', () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE, false);
    expect(placeServerError(offline, fields)).toEqual({ field: null, message: GENERIC_ERROR_MESSAGE });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
