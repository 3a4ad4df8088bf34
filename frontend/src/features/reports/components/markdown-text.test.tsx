import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { parseBlocks } from '../utils/markdown';
import { MarkdownText } from './markdown-text';

function show(source: string) {
  return render(
    <MantineProvider>
      <MarkdownText source={source} />
    </MantineProvider>,
  );
}

describe('MarkdownText', () => {
  it('renders headings, lists, emphasis and links', () => {
    show('# Findings\n\nNFS is **12.4 %** below *FCP*.\n\n- one\n- two\n\n[study](https://example.com/x)');
    expect(screen.getByRole('heading', { name: 'Findings' })).toBeInTheDocument();
    expect(screen.getByText('12.4 %').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'study' })).toHaveAttribute('href', 'https://example.com/x');
  });

  it('never turns HTML or script links into markup', () => {
    const { container } = show('<img src=x onerror=alert(1)> <script>alert(2)</script>\n\n[bad](javascript:alert(3))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('narrative')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('groups list items and fenced code', () => {
    expect(parseBlocks('1. a\n2. b\n```\nx = 1\n```')).toEqual([
      { kind: 'list', ordered: true, items: ['a', 'b'] },
      { kind: 'code', text: 'x = 1' },
    ]);
  });
});
