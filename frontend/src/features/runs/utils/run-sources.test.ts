import { describe, expect, it } from 'vitest';

import { cardsFor } from './cards';
import { sourceLine } from './provenance';

describe('cards of a run follow its driver', () => {
  it('leads a SLOB run with reads and redo and drops the per-transaction cards', () => {
    const keys = cardsFor(['physical_reads_per_s', 'logical_reads_per_s', 'redo_mb_s']);
    expect(keys.slice(0, 3)).toEqual(['physical_reads_per_s', 'logical_reads_per_s', 'redo_mb_s']);
    expect(keys).not.toContain('tps');
    expect(keys).not.toContain('cpu_seconds_per_1000_txn');
    expect(keys).toContain('cpu_util_pct');
  });

  it('leads a HammerDB run with NOPM and any other run with transactions per second', () => {
    expect(cardsFor(['nopm'])[0]).toBe('nopm');
    expect(cardsFor(['tps'])[0]).toBe('tps');
    expect(cardsFor(undefined)).toContain('txn_per_cpu');
  });
});

describe('the source line of a card', () => {
  const source = (file: number | null, name: string) => ({ file, name, section: 'Load Profile' });

  it('names the file, and says when it is not the main report', () => {
    expect(sourceLine({ sources: [source(3, 'run/awr_rac.html')] }, 3)).toEqual({ text: 'from awr_rac.html', other: false });
    expect(sourceLine({ sources: [source(4, 'hammerdb.log')] }, 3)).toEqual({ text: 'from hammerdb.log', other: true });
    expect(sourceLine({ sources: [source(3, 'a'), source(5, 'b')] }, 3)).toEqual({ text: 'from 2 files', other: true });
    expect(sourceLine({ sources: [source(null, 'derived')] }, 3).text).toBe("calculated from this run's figures");
  });
});
