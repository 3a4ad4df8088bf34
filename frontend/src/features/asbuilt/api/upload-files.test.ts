import { describe, expect, it } from 'vitest';

import { multipart } from './upload-files';

describe('multipart', () => {
  const files = [new File(['net.core.rmem_max = 131071\n'], 'sysctl.conf'), new File(['127.0.0.1 localhost\n'], 'hosts')];

  it('sends the chosen files themselves, the node and the version', () => {
    const form = multipart(files)({ node: 'rac1', version: 2 });
    expect(form.getAll('files').map((entry) => (entry instanceof File ? entry.name : entry))).toEqual(['sysctl.conf', 'hosts']);
    expect(form.get('node')).toBe('rac1');
    expect(form.get('version')).toBe('2');
  });

  it('leaves out a blank node (an archive names its nodes) and a missing version (the latest)', () => {
    const form = multipart(files.slice(0, 1))({ node: '', version: null });
    expect(form.has('node')).toBe(false);
    expect(form.has('version')).toBe(false);
    expect(form.getAll('files')).toHaveLength(1);
  });
});
