import type { JsonValue } from '../types';

/** sysctl values: whole numbers stay numbers, anything else ("250 32000 100 128") stays text. */
export function parseSysctlValue(text: string): JsonValue {
  return /^-?\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : text;
}

/** init.ora values: TRUE/FALSE, numbers, or text. */
export function parseParameterValue(text: string): JsonValue {
  const trimmed = text.trim();
  if (/^true$/i.test(trimmed)) return true;
  if (/^false$/i.test(trimmed)) return false;
  if (/^-?\d+(\.\d+)?$/.test(trimmed) && trimmed.length < 16) return Number(trimmed);
  return text;
}
