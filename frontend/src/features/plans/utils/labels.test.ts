import { describe, expect, it } from 'vitest';

import { labelForField } from './labels';

describe('labelForField', () => {
  it('reads enumerated values as their labels, also inside arrays', () => {
    expect(labelForField('/interconnect/type', 'hipersockets')).toBe('HiperSockets');
    expect(labelForField('/interconnect/type', 'osa_10gbe')).toBe('OSA Express 10 GbE');
    expect(labelForField('/shared_disks/disk_groups/2/redundancy', 'high')).toBe('High (3-way)');
    expect(labelForField('/database/db_block_size', 8192)).toBe('8 KB');
  });

  it('leaves other fields and unknown values as they are', () => {
    expect(labelForField('/nodes/0/hostname', 'db1')).toBe('db1');
    expect(labelForField('/interconnect/type', 'carrier_pigeon')).toBe('carrier_pigeon');
  });
});
