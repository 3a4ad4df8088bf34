import { describe, expect, it } from 'vitest';

import { ancestorsOf, buildFileTree, filesIn } from './file-tree';

const PATHS = [
  'README.md',
  'cluster/sql/create_diskgroups.sql',
  'cluster/dbs/initRAC.ora',
  'rac2/etc/sysctl.conf',
  'rac1/etc/sysctl.conf',
  'rac1/etc/security/limits.conf',
  'rac1/u01/app/oracle/product/10.2.0/db_1/network/admin/listener.ora',
];

describe('buildFileTree', () => {
  it('puts node directories first by hostname, cluster after them and root files last', () => {
    const tree = buildFileTree(PATHS);
    expect(tree.map((node) => `${node.kind}:${node.name}`)).toEqual([
      'directory:rac1',
      'directory:rac2',
      'directory:cluster',
      'file:README.md',
    ]);
  });

  it('lists directories before files and keeps full paths on every node', () => {
    const [rac1] = buildFileTree(PATHS);
    expect(rac1?.kind).toBe('directory');
    if (rac1?.kind !== 'directory') return;
    const etc = rac1.children.find((node) => node.name === 'etc');
    expect(etc).toMatchObject({ kind: 'directory', path: 'rac1/etc' });
    if (etc?.kind !== 'directory') return;
    expect(etc.children.map((node) => node.name)).toEqual(['security', 'sysctl.conf']);
    expect(etc.children[1]).toEqual({ kind: 'file', name: 'sysctl.conf', path: 'rac1/etc/sysctl.conf' });
  });

  it('folds chains of single-child directories below the top level into one row', () => {
    const [rac1] = buildFileTree(PATHS);
    if (rac1?.kind !== 'directory') throw new Error('expected a directory');
    const install = rac1.children.find((node) => node.name.startsWith('u01'));
    expect(install).toMatchObject({
      kind: 'directory',
      name: 'u01/app/oracle/product/10.2.0/db_1/network/admin',
      path: 'rac1/u01/app/oracle/product/10.2.0/db_1/network/admin',
    });
  });

  it('never folds a top-level directory, even with a single child', () => {
    const tree = buildFileTree(['rac9/etc/hosts']);
    expect(tree).toEqual([
      {
        kind: 'directory',
        name: 'rac9',
        path: 'rac9',
        children: [{ kind: 'directory', name: 'etc', path: 'rac9/etc', children: [{ kind: 'file', name: 'hosts', path: 'rac9/etc/hosts' }] }],
      },
    ]);
  });

  it('keeps one row per segment when folding is off', () => {
    const [rac1] = buildFileTree(PATHS, { compact: false });
    if (rac1?.kind !== 'directory') throw new Error('expected a directory');
    expect(rac1.children.map((node) => node.name)).toEqual(['etc', 'u01']);
  });

  it('ignores duplicates, empty paths and stray slashes', () => {
    const tree = buildFileTree(['a/b.txt', 'a//b.txt', '/a/b.txt', '', 'a/b.txt']);
    expect(filesIn(tree)).toEqual(['a/b.txt']);
  });

  it('is empty for no files', () => {
    expect(buildFileTree([])).toEqual([]);
  });
});

describe('filesIn and ancestorsOf', () => {
  const tree = buildFileTree(PATHS);

  it('walks the files in display order', () => {
    expect(filesIn(tree)).toEqual([
      'rac1/etc/security/limits.conf',
      'rac1/etc/sysctl.conf',
      'rac1/u01/app/oracle/product/10.2.0/db_1/network/admin/listener.ora',
      'rac2/etc/sysctl.conf',
      'cluster/dbs/initRAC.ora',
      'cluster/sql/create_diskgroups.sql',
      'README.md',
    ]);
  });

  it('names the directories to open for a file, folded rows included', () => {
    expect(ancestorsOf(tree, 'rac1/etc/security/limits.conf')).toEqual(['rac1', 'rac1/etc', 'rac1/etc/security']);
    expect(ancestorsOf(tree, 'rac1/u01/app/oracle/product/10.2.0/db_1/network/admin/listener.ora')).toEqual([
      'rac1',
      'rac1/u01/app/oracle/product/10.2.0/db_1/network/admin',
    ]);
    expect(ancestorsOf(tree, 'README.md')).toEqual([]);
    expect(ancestorsOf(tree, 'nowhere/else')).toEqual([]);
  });
});
