/**
 * JSON as the editor holds it. The schema's JsonValue leaves array items open (TypeScript cannot name an array
 * of the union it belongs to through the generated `components` interface), so answers that carry a document or
 * a leaf are checked into these types once, where they arrive, rather than cast.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // A plain object, as JSON.parse makes them (a Map or a Date is not one).
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isJsonValue);
}

export function isJsonValue(value: unknown): value is JsonValue {
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      return value === null || (Array.isArray(value) ? value.every(isJsonValue) : isJsonObject(value));
    default:
      return false;
  }
}

/** The value as a JSON value; throws when it is not one (JSON.parse output always is). */
export function jsonValue(value: unknown): JsonValue {
  if (!isJsonValue(value)) throw new TypeError('Expected a JSON value.');
  return value;
}

/** The value as a JSON object; throws when it is not one (the API documents these fields as objects). */
export function jsonObject(value: unknown): JsonObject {
  if (!isJsonObject(value)) throw new TypeError('Expected a JSON object.');
  return value;
}
