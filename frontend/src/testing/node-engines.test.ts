import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js requirement of the UI is the one package.json declares under `engines` (scripts/check-node.sh holds
 * `make` to it, the README repeats it). Every package the lock file installs must run on that lowest version, or
 * `npm ci` warns EBADENGINE on a machine that meets the declared requirement.
 */

type LockPackage = { version?: string; engines?: { node?: string } | string[] };
type Lock = { packages: Record<string, LockPackage> };

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (name: string): unknown => JSON.parse(readFileSync(join(frontend, name), 'utf8'));

/** The packages of `lock` whose `engines.node` the lowest version `declared` allows does not satisfy. */
function outsideDeclared(declared: string, lock: Lock): string[] {
  const lowest = semver.minVersion(declared);
  if (lowest === null) return [`the declared range "${declared}" names no version`];
  return Object.entries(lock.packages).flatMap(([where, pkg]) => {
    const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
    if (where === '' || wanted === undefined) return [];
    const name = where.replace(/^.*node_modules\//, '');
    return semver.validRange(wanted) !== null && semver.satisfies(lowest, wanted)
      ? []
      : [`${name}@${pkg.version ?? '?'} needs node ${wanted}, not ${lowest.version}`];
  });
}

describe('the declared Node.js requirement', () => {
  const manifest = readJson('package.json') as { engines: { node: string } };
  const lock = readJson('package-lock.json') as Lock;

  it('is what the lock file records for the project', () => {
    expect(lock.packages['']?.engines).toEqual(manifest.engines);
  });

  it('is enough for every package the lock file installs', () => {
    expect(outsideDeclared(manifest.engines.node, lock)).toEqual([]);
  });

  it('is checked against each locked package', () => {
    const locked: Lock = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/old-enough': { version: '1.0.0', engines: { node: '>= 20' } },
        'node_modules/no-engines': { version: '1.0.0' },
        'node_modules/a/node_modules/too-new': { version: '5.0.1', engines: { node: '>= 22' } },
        'node_modules/unreadable': { version: '0.1.0', engines: { node: 'latest' } },
      },
    };
    expect(outsideDeclared('>=20.19', locked)).toEqual([
      'too-new@5.0.1 needs node >= 22, not 20.19.0',
      'unreadable@0.1.0 needs node latest, not 20.19.0',
    ]);
    expect(outsideDeclared('>=22', locked)).toEqual(['unreadable@0.1.0 needs node latest, not 22.0.0']);
  });
});
