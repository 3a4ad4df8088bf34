import { describe, expect, it } from 'vitest';

import { RUN_FORMATS } from '@/lib/api/vocabulary';

import { acceptedFiles, uploadHelp } from './upload-help';

describe('uploadHelp', () => {
  it('names every format of the server table, grouped, then the compressions, archives and size', () => {
    const help = uploadHelp(50 * 1024 * 1024);
    for (const format of Object.values(RUN_FORMATS)) expect(help).toContain(format.short);
    expect(acceptedFiles()).toMatch(/^Database reports \(AWR or ASH in HTML, /);
    expect(help).toContain('OS statistics (nmon, OSWatcher, vmstat, mpstat -P ALL, iostat -x, sar)');
    expect(help).toMatch(/also \.gz, \.bz2 or \.xz compressed, or an archive of them \(zip, tar, tar\.gz/);
    expect(help).toMatch(/; up to 50 MB each\.$/);
  });
});
