/** A signed percentage as the estimate prints it: "+11.0 %", "−9.9 %", "±0.0 %". */
export function signedPct(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(1)} %`;
}
