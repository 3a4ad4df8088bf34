const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

export function isIpv4(value: string): boolean {
  return IPV4.test(value.trim());
}

/** A client-side message for an IPv4 address field, or null when the value is fine. */
export function ipv4Problem(value: unknown, { optional = false } = {}): string | null {
  if (value === null || value === undefined || value === '') return optional ? null : 'An IPv4 address is required.';
  if (typeof value !== 'string' || !isIpv4(value)) return 'Enter an IPv4 address such as 10.10.0.11.';
  return null;
}

/** A client-side message for an IPv4 network in CIDR form (host bits must be zero, as the server checks). */
export function cidrProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'A network such as 10.10.0.0/24 is required.';
  const [address, bits, extra] = value.trim().split('/');
  const prefix = Number(bits);
  if (extra !== undefined || !address || !isIpv4(address) || bits === undefined || !/^\d{1,2}$/.test(bits) || prefix > 32) {
    return 'Enter a network in CIDR form, such as 10.10.0.0/24.';
  }
  const number = address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  const hostBits = 32 - prefix;
  if (hostBits > 0 && number % 2 ** hostBits !== 0) return 'The address has host bits set for this prefix length.';
  return null;
}

/** The next address: 10.10.0.11 → 10.10.0.12 (carrying into the higher octets); null past 255.255.255.255. */
export function nextIpv4(value: string, step = 1): string | null {
  if (!isIpv4(value)) return null;
  const number = value.trim().split('.').reduce((acc, part) => acc * 256 + Number(part), 0) + step;
  if (number > 0xffffffff) return null;
  return [24, 16, 8, 0].map((shift) => Math.floor(number / 2 ** shift) % 256).join('.');
}
