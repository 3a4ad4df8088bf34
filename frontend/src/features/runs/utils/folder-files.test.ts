import { describe, expect, it } from 'vitest';

import { DESKTOP_METADATA } from '@/lib/api/vocabulary';

import { desktopMetadata, filePath, MAX_FILE_BYTES, selectFolderFiles } from './folder-files';

describe('desktopMetadata', () => {
  it.each([
    ['run/__MACOSX/run/._awr.html', DESKTOP_METADATA.folders.__MACOSX],
    ['run/._awr.html', DESKTOP_METADATA.prefixes['._']],
    ['run/os/.DS_Store', DESKTOP_METADATA.names['.DS_Store']],
    ['Thumbs.db', DESKTOP_METADATA.names['Thumbs.db']],
    ['run\\desktop.ini', DESKTOP_METADATA.names['desktop.ini']],
  ])('knows %s', (path, what) => {
    expect(desktopMetadata(path)).toBe(what);
  });

  it.each(['awr.html', 'run/_awr.html', 'run/.hidden.csv', 'MACOSX/awr.html', 'run/thumbs.db.csv', '__MACOSX', '', 'constructor'])(
    'leaves %s alone',
    (path) => {
      expect(desktopMetadata(path)).toBe('');
    },
  );
});

describe('selectFolderFiles', () => {
  const file = (webkitRelativePath: string, size = 10) => ({ name: webkitRelativePath.split('/').pop() ?? '', size, webkitRelativePath });

  it('sends the run files in path order and leaves metadata and oversized files behind', () => {
    const chosen = selectFolderFiles([
      file('run/os/vmstat.out'),
      file('run/.DS_Store'),
      file('run/awr.txt'),
      file('run/__MACOSX/run/._awr.txt'),
      file('run/os/huge.nmon', MAX_FILE_BYTES + 1),
      file('run/.git/HEAD'),
      file('run/.env'),
    ]);
    expect(chosen.send.map(({ path }) => path)).toEqual(['awr.txt', 'os/vmstat.out']);
    expect(chosen.metadata.map(filePath)).toEqual(['run/.DS_Store', 'run/.env', 'run/.git/HEAD', 'run/__MACOSX/run/._awr.txt']);
    expect(chosen.tooLarge.map(filePath)).toEqual(['run/os/huge.nmon']);
  });

  it('keeps the names of folders dropped together, and loose files by their names', () => {
    const drop = (path: string) => ({ name: path.split('/').pop() ?? '', size: 1, path });
    expect(selectFolderFiles([drop('/node2/vmstat.out'), drop('/node1/vmstat.out')]).send.map(({ path }) => path)).toEqual([
      'node1/vmstat.out',
      'node2/vmstat.out',
    ]);
    expect(selectFolderFiles([drop('./b.csv'), drop('a.csv'), drop('./.c.csv')]).send.map(({ path }) => path)).toEqual([
      '.c.csv',
      'a.csv',
      'b.csv',
    ]);
    expect(selectFolderFiles([drop('/run/os/a.out'), drop('/other.csv')]).send.map(({ path }) => path)).toEqual([
      'other.csv',
      'run/os/a.out',
    ]);
  });

  it('names a dropped file by its path inside the folder, else by its name', () => {
    expect(filePath({ name: 'a.csv', size: 1, path: '/run/a.csv' })).toBe('/run/a.csv');
    expect(filePath({ name: 'a.csv', size: 1, webkitRelativePath: '' })).toBe('a.csv');
  });
});
