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

  it('starts the outline at h2 under the page title and never skips a level', () => {
    // A seeded narrative opens with "## What the study states": under the report's h1 that is an h2, not an h3.
    show('Lead.\n\n## What the study states\n\n- a claim\n\n#### Detail\n\n# Next part');
    const levels = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(levels).toEqual([
      ['H2', 'What the study states'],
      ['H3', 'Detail'],
      ['H2', 'Next part'],
    ]);
  });

  it('keeps the levels a narrative already nests without gaps', () => {
    expect(parseBlocks('# A\n## B\n### C\n## D').map((block) => (block.kind === 'heading' ? block.level : null))).toEqual([2, 3, 4, 3]);
  });
});
