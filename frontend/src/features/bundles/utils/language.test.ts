import { describe, expect, it } from 'vitest';

import { languageFor } from './language';

describe('languageFor', () => {
  it.each([
    ['rac1/etc/sysctl.conf', 'ini'],
    ['rac1/etc/security/limits.conf', 'ini'],
    ['rac1/etc/sysconfig/network/ifcfg-qeth-bus-ccw-0.0.f200', 'ini'],
    ['cluster/dbs/initRAC.ora', 'ini'],
    ['cluster/dbs/init+ASM.ora', 'ini'],
    ['rac1/etc/modprobe.d/racplan-hba.conf', 'ini'],
    ['cluster/scripts/cluvfy-precheck.sh', 'bash'],
    ['rac1/home/oracle/.profile', 'bash'],
    ['cluster/sql/create_diskgroups.sql', 'sql'],
    ['rac1/u01/app/oracle/product/10.2.0/db_1/network/admin/listener.ora', 'plaintext'],
    ['cluster/network/admin/tnsnames.ora', 'plaintext'],
    ['rac1/etc/multipath.conf', 'plaintext'],
    ['rac1/etc/udev/rules.d/98-oracle.permissions.rules', 'plaintext'],
    ['README.md', 'plaintext'],
  ])('%s → %s', (path, language) => {
    expect(languageFor(path)).toBe(language);
  });
});
