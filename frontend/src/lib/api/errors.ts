/**
 * One error type for every failed API call, whatever shape the server used.
 *
 * The backend answers 400 with field-keyed lists (`{"name": ["Too long."]}`, with
 * `non_field_errors` for the rest) and 401/403/404/429 with `{"detail": "..."}`.
 * Components only ever see `ApiError.message` (a sentence fit to show) and, for
 * forms, `fieldErrors` keyed exactly like the server's fields.
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly detail: string | null;

  constructor(options: { status: number; message: string; fieldErrors?: FieldErrors; detail?: string | null }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.detail = options.detail ?? null;
  }

  /** Messages for one form field (empty when the server said nothing about it). */
  forField(field: string): string[] {
    return this.fieldErrors[field] ?? [];
  }
}

export const NON_FIELD_ERRORS = 'non_field_errors';

const FALLBACK_MESSAGES: Record<number, string> = {
  0: 'The server could not be reached. Check your connection and try again.',
  400: 'The request was not accepted.',
  401: 'Please sign in.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

function fallbackMessage(status: number): string {
  if (FALLBACK_MESSAGES[status]) return FALLBACK_MESSAGES[status];
  if (status >= 500) return `The server had a problem (HTTP ${status}). Please try again later.`;
  return `Request failed (HTTP ${status}).`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(toMessages);
  // Nested serializers may answer with objects; flatten them rather than lose them.
  if (isRecord(value)) return Object.values(value).flatMap(toMessages);
  return [];
}

/** Builds an ApiError from an HTTP status and whatever body (parsed JSON, text or nothing) came back. */
export function normaliseApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.detail === 'string') {
    return new ApiError({ status, message: body.detail, detail: body.detail });
  }

  if (isRecord(body)) {
    const fieldErrors: FieldErrors = {};
    for (const [field, value] of Object.entries(body)) {
      const messages = toMessages(value);
      if (messages.length > 0) fieldErrors[field] = messages;
    }
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      const general = fieldErrors[NON_FIELD_ERRORS];
      const message = general
        ? general.join(' ')
        : fields.map((field) => `${field}: ${fieldErrors[field]?.join(' ')}`).join('; ');
      return new ApiError({ status, message, fieldErrors });
    }
  }

  if (typeof body === 'string' && body.trim() !== '' && body.length < 300 && !body.trimStart().startsWith('<')) {
    return new ApiError({ status, message: body.trim() });
  }

  return new ApiError({ status, message: fallbackMessage(status) });
}

/** Turns anything thrown (ApiError, network TypeError, ...) into a sentence for the UI. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return fallbackMessage(0);
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
