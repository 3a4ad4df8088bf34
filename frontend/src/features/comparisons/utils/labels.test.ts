import { describe, expect, it } from 'vitest';

import {
  axisTitle,
  categoryAxis,
  categoryChars,
  indexTitle,
  legendRows,
  MIN_LINE_CHARS,
  plotText,
  quantityTitle,
  wrapLabel,
  wrapLines,
} from './labels';
import { scalingMode } from './scaling';

const STORAGE = '001 Test 1: ASM on iSCSI LUNs, software initiators';

describe('wrapLines / wrapLabel', () => {
  it('breaks at spaces and keeps every word of the label', () => {
    const lines = wrapLines(STORAGE, 14);
    expect(lines.join(' ')).toBe(STORAGE);
    expect(lines.every((l) => l.length <= 14)).toBe(true);
    expect(lines).toEqual(['001 Test 1:', 'ASM on iSCSI', 'LUNs, software', 'initiators']);
  });

  it('keeps a word longer than a line whole, on a line of its own', () => {
    expect(wrapLines('000 interconnect HiperSockets', 8)).toEqual(['000', 'interconnect', 'HiperSockets']);
  });

  it('never cuts: no ellipsis, lines joined with <br>, markup escaped', () => {
    const label = wrapLabel('000 interconnect 1 Gb OSA, 40 users', 12);
    expect(label).toBe('000<br>interconnect<br>1 Gb OSA, 40<br>users');
    expect(label).not.toContain('…');
    expect(wrapLabel('<b> & co', 40)).toBe('&lt;b&gt; &amp; co');
    expect(plotText('a<b')).toBe('a&lt;b');
  });

  it('gives a line at least the minimum width however narrow the slot', () => {
    expect(wrapLabel('one two three', 1).split('<br>').every((l) => l.length <= MIN_LINE_CHARS)).toBe(true);
    expect(categoryChars(50, 300)).toBe(MIN_LINE_CHARS);
  });
});

describe('categoryAxis', () => {
  it('names each category in full (wrapped, never tilted), keeping the full names as tick values', () => {
    const names = [STORAGE, '001 Test 6: OCFS on FCP LUNs'];
    const axis = categoryAxis(names, 700);
    expect(axis.tickvals).toEqual(names);
    expect(axis.tickangle).toBe(0);
    expect(axis.automargin).toBe(true);
    const text = axis.ticktext as string[];
    expect(text.map((t) => t.split('<br>').join(' '))).toEqual(names);
  });

  it('gives each category less room as there are more of them in the same width', () => {
    expect(categoryChars(2, 700)).toBeGreaterThan(categoryChars(6, 700));
    expect(categoryChars(6, 1200)).toBeGreaterThan(categoryChars(6, 700));
  });
});

describe('axis titles', () => {
  it('says what an index is indexed on', () => {
    expect(indexTitle('Throughput')).toBe('Throughput, index (baseline = 100)');
    expect(quantityTitle('Throughput', 'index (baseline = 100)')).toBe('Throughput, index (baseline = 100)');
    expect(quantityTitle('Disk reads', 'MB/s')).toBe('Disk reads (MB/s)');
    expect(quantityTitle('RAC nodes', '')).toBe('RAC nodes');
  });

  it('wraps a long title and lets the axis make room for it', () => {
    const title = axisTitle('CPU cost (CPU seconds per 1000 transactions)', 24);
    expect(title.automargin).toBe(true);
    const text = (title.title as { text: string }).text;
    expect(text.split('<br>')).toEqual(['CPU cost (CPU seconds', 'per 1000 transactions)']);
  });
});

describe('legendRows', () => {
  it('counts one row while the entries fit side by side, more as they do not', () => {
    expect(legendRows([], 600)).toBe(0);
    expect(legendRows(['User I/O', 'Cluster', 'Commit'], 600)).toBe(1);
    expect(legendRows(Array.from({ length: 6 }, () => STORAGE), 700)).toBe(6);
  });
});

describe('scalingMode', () => {
  it('draws a lone point as a marker and two or more as a line', () => {
    expect(scalingMode(1)).toBe('markers');
    expect(scalingMode(2)).toBe('lines+markers');
  });
});
