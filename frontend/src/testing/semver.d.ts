// The part of semver (a CommonJS package without its own types) that node-engines.test.ts calls. A declaration here,
// not @types/semver, so the check needs no package beyond semver itself.
declare module 'semver' {
  type SemVer = { version: string };
  const semver: {
    minVersion(range: string): SemVer | null;
    validRange(range: string): string | null;
    satisfies(version: SemVer | string, range: string): boolean;
  };
  export default semver;
}
