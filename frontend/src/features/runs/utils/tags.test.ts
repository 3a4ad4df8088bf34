import { describe, expect, it } from 'vitest';

import { acceptTagChips, normaliseTag, parseTag, tagsFromList, tagsToList } from './tags';

describe('parseTag', () => {
  it('splits at the first "=" and trims both halves', () => {
    expect(parseTag(' nodes = 4 ')).toEqual({ ok: true, key: 'nodes', value: '4' });
    expect(parseTag('url=http://x/y=z')).toMatchObject({ ok: false });
    expect(parseTag('path=/dev/dasd+a:1')).toEqual({ ok: true, key: 'path', value: '/dev/dasd+a:1' });
  });

  it('explains what is wrong with a bad tag', () => {
    expect(parseTag('nodes')).toEqual({ ok: false, error: '"nodes" needs the form key=value.' });
    expect(parseTag('=4')).toMatchObject({ ok: false, error: expect.stringContaining('(empty)') });
    expect(parseTag('my key=4')).toMatchObject({ ok: false, error: expect.stringContaining('"my key" is not a valid tag key') });
    expect(parseTag('network=')).toMatchObject({ ok: false, error: expect.stringContaining('The value of "network"') });
    expect(parseTag(`k=${'x'.repeat(101)}`)).toMatchObject({ ok: false });
  });
});

describe('tag lists and maps', () => {
  it('turns chips into a map and back, sorted by key', () => {
    expect(tagsFromList(['network=10gbe', 'nodes=4'])).toEqual({ tags: { network: '10gbe', nodes: '4' }, error: null });
    expect(tagsToList({ nodes: '4', network: '10gbe' })).toEqual(['network=10gbe', 'nodes=4']);
    expect(tagsToList(null)).toEqual([]);
  });

  it('stops at the first bad chip', () => {
    expect(tagsFromList(['a=1', 'oops', 'b=2'])).toEqual({ tags: { a: '1' }, error: '"oops" needs the form key=value.' });
  });

  it('normalises what was typed', () => {
    expect(normaliseTag(' env = prod ')).toBe('env=prod');
    expect(normaliseTag('env')).toBeNull();
  });
});

describe('acceptTagChips', () => {
  it('keeps valid chips canonical, lets a later chip replace the same key and reports a refused one', () => {
    expect(acceptTagChips(['nodes=2', ' users = 100', 'nodes=4', 'broken'])).toEqual({
      chips: ['nodes=4', 'users=100'],
      error: '"broken" needs the form key=value.',
    });
    expect(acceptTagChips([])).toEqual({ chips: [], error: null });
  });
});
