import { describe, expect, it } from 'vitest';

import { ApiError, errorMessage, normaliseApiError } from './errors';

describe('normaliseApiError', () => {
  it('uses the detail sentence of 401/403/404/429 answers', () => {
    const error = normaliseApiError(429, { detail: 'Request was throttled. Expected available in 59 seconds.' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Request was throttled. Expected available in 59 seconds.');
    expect(error.detail).toBe('Request was throttled. Expected available in 59 seconds.');
    expect(error.fieldErrors).toEqual({});
  });

  it('prefers non_field_errors as the message and keeps every field list', () => {
    const error = normaliseApiError(400, {
      non_field_errors: ['Wrong username or password.'],
      username: ['This field may not be blank.'],
    });
    expect(error.message).toBe('Wrong username or password.');
    expect(error.forField('username')).toEqual(['This field may not be blank.']);
    expect(error.forField('password')).toEqual([]);
  });

  it('words field-only errors as "field: message" and keeps nested paths as keys', () => {
    const error = normaliseApiError(400, {
      'nodes/0/hostname': ['Must be unique.'],
      steps: ['Ensure this value is less than or equal to 50.'],
    });
    expect(error.message).toBe('nodes/0/hostname: Must be unique.; steps: Ensure this value is less than or equal to 50.');
    expect(error.forField('nodes/0/hostname')).toEqual(['Must be unique.']);
  });

  it('flattens nested serializer errors and plain strings', () => {
    const error = normaliseApiError(400, { interconnect: { mtu: ['Too small.'] }, name: 'Required.' });
    expect(error.fieldErrors).toEqual({ interconnect: ['Too small.'], name: ['Required.'] });
  });

  it('falls back to a status-based sentence for empty, HTML or unknown bodies', () => {
    expect(normaliseApiError(500, '<!doctype html><h1>Server Error</h1>').message).toMatch(/server had a problem/i);
    expect(normaliseApiError(404, undefined).message).toBe('Not found.');
    expect(normaliseApiError(429, '').message).toMatch(/too many attempts/i);
    expect(normaliseApiError(418, {}).message).toBe('Request failed (HTTP 418).');
  });

  it('keeps a short plain-text body', () => {
    expect(normaliseApiError(502, 'Bad gateway').message).toBe('Bad gateway');
  });
});

describe('errorMessage', () => {
  it('explains network failures and passes other messages through', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(errorMessage(new ApiError({ status: 403, message: 'No.' }))).toBe('No.');
    expect(errorMessage('weird')).toBe('Something went wrong.');
  });
});
