import { describe, expect, it } from 'vitest';

import { isJsonObject, isJsonValue, jsonObject, jsonValue } from './json';

describe('JSON checks', () => {
  it('accepts what JSON.parse can give, nested', () => {
    const parsed: unknown = JSON.parse('{"a": [1, "x", null, {"b": true}], "c": {"d": -0.5}}');
    expect(isJsonObject(parsed)).toBe(true);
    expect(jsonObject(parsed)).toBe(parsed);
    for (const value of [null, true, 0, 'text', [], {}]) expect(isJsonValue(value)).toBe(true);
  });

  it('refuses what JSON cannot hold, however deep', () => {
    for (const value of [undefined, Number.NaN, Infinity, () => 1, Symbol('s'), { a: [1, undefined] }, [new Map([[1, 2]])]]) {
      expect(isJsonValue(value)).toBe(false);
    }
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(() => jsonObject([1])).toThrow(TypeError);
    expect(() => jsonValue({ a: undefined })).toThrow(TypeError);
  });
});
