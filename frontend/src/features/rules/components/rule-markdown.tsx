import { Anchor, Code, List, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/** The text inside a hast node, however deeply nested. */
function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { type, value, children } = node as { type?: string; value?: unknown; children?: unknown[] };
  if (type === 'text' && typeof value === 'string') return value;
  return Array.isArray(children) ? children.map(plainText).join('') : '';
}

// Markdown elements drawn with Mantine. Headings start at h3: the page already has h1 and h2.
const COMPONENTS: Components = {
  h1: ({ children }) => <Title order={3} size="h5">{children}</Title>,
  h2: ({ children }) => <Title order={3} size="h5">{children}</Title>,
  h3: ({ children }) => <Title order={4} size="h6">{children}</Title>,
  h4: ({ children }) => <Title order={5} size="h6">{children}</Title>,
  p: ({ children }) => (
    <Text size="sm" mb="xs">
      {children}
    </Text>
  ),
  a: ({ children, href }) => (
    <Anchor href={href} rel="noopener noreferrer" target="_blank">
      {children}
    </Anchor>
  ),
  ul: ({ children }) => (
    <List size="sm" mb="xs">
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" size="sm" mb="xs">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  // A fenced block: one Mantine code block holding the block's plain text.
  pre: ({ node }) => (
    <Code block tabIndex={0} mb="xs" style={{ overflowX: 'auto' }}>
      {plainText(node).replace(/\n$/, '')}
    </Code>
  ),
  // Only inline code reaches this: blocks are drawn whole by `pre` above.
  code: ({ children }) => <Code>{children}</Code>,
};

/**
 * A rule's description, written in Markdown by the catalogue's authors. Raw HTML in it is
 * dropped (skipHtml), never rendered, and react-markdown's default URL filter removes
 * javascript: and other unsafe links.
 */
export function RuleMarkdown({ text }: { text: string }) {
  return (
    <div>
      <Markdown skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
