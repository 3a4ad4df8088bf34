import { describe, expect, it } from 'vitest';

import type { Me } from './api/me';
import { canWrite, roleIn } from './roles';

const me: Me = {
  id: 1,
  username: 'ann',
  is_staff: false,
  memberships: [
    { project: 1, project_name: 'Alpha', role: 'architect' },
    { project: 2, project_name: 'Beta', role: 'contributor' },
    { project: 3, project_name: 'Gamma', role: 'viewer' },
  ],
};

describe('canWrite', () => {
  it('lets only architects change plans and bundles', () => {
    expect(canWrite('architect', 'plans')).toBe(true);
    expect(canWrite('architect', 'bundles')).toBe(true);
    expect(canWrite('contributor', 'plans')).toBe(false);
    expect(canWrite('viewer', 'bundles')).toBe(false);
  });

  it('lets only contributors change runs and reports', () => {
    expect(canWrite('contributor', 'runs')).toBe(true);
    expect(canWrite('contributor', 'reports')).toBe(true);
    expect(canWrite('architect', 'runs')).toBe(false);
    expect(canWrite('viewer', 'reports')).toBe(false);
  });

  it('lets architects and contributors start jobs, not viewers', () => {
    expect(canWrite('architect', 'jobs')).toBe(true);
    expect(canWrite('contributor', 'jobs')).toBe(true);
    expect(canWrite('viewer', 'jobs')).toBe(false);
  });

  it('refuses everything to someone without a role', () => {
    expect(canWrite(null, 'jobs')).toBe(false);
    expect(canWrite(undefined, 'runs')).toBe(false);
  });
});

describe('roleIn', () => {
  it('reads the role of the given project', () => {
    expect(roleIn(me, 2)).toBe('contributor');
    expect(roleIn(me, 3)).toBe('viewer');
  });

  it('is null outside the memberships, when signed out, or before the project is known', () => {
    expect(roleIn(me, 9)).toBeNull();
    expect(roleIn(null, 1)).toBeNull();
    expect(roleIn(me, undefined)).toBeNull();
  });
});
