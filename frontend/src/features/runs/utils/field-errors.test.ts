import { describe, expect, it } from 'vitest';

import { normaliseApiError } from '@/lib/api/errors';

import { fieldError, formLevelError } from './field-errors';

describe('form errors', () => {
  const error = normaliseApiError(400, { label: ['This field may not be blank.'], tags: ['Bad tag "x".'], project: ['Nope.'] });

  it('finds the messages for one field', () => {
    expect(fieldError(error, 'label')).toBe('This field may not be blank.');
    expect(fieldError(error, 'notes')).toBeNull();
    expect(fieldError(new Error('x'), 'label')).toBeNull();
  });

  it('puts only what no field shows above the form', () => {
    expect(formLevelError(error, ['label', 'tags'])).toBe('project: Nope.');
    expect(formLevelError(error, ['label', 'tags', 'project'])).toBeNull();
    expect(formLevelError(normaliseApiError(403, { detail: 'Contributors only.' }), ['label'])).toBe('Contributors only.');
    expect(formLevelError(null, ['label'])).toBeNull();
  });
});
