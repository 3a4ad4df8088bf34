import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RuleMarkdown } from './rule-markdown';

describe('RuleMarkdown', () => {
  it('renders Markdown and drops raw HTML and unsafe links', () => {
    const text = [
      'Fires when **MTU** is below 9000.',
      '',
      '<img id="raw" src="x" onerror="alert(1)"><b id="bold">raw</b>',
      '',
      '[bad](javascript:alert(1)) and `inline`',
      '',
      '```json',
      '{"mtu": 1500}',
      '```',
    ].join('\n');
    const { container } = render(
      <MantineProvider>
        <RuleMarkdown text={text} />
      </MantineProvider>,
    );

    expect(screen.getByText('MTU').tagName).toBe('STRONG');
    expect(container.querySelector('#raw')).toBeNull();
    expect(container.querySelector('#bold')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByText('inline').tagName).toBe('CODE');
    expect(container.querySelector('pre')?.textContent).toBe('{"mtu": 1500}');
  });
});
