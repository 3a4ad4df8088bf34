import { Anchor, Code, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';

import { parseBlocks } from '../utils/markdown';

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)\s]+\))/g;

/** Inline code, bold, italics and links; every piece of text stays a React text node, so markup is never parsed. */
function renderInline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <Code key={index}>{part.slice(1, -1)}</Code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={index}>{part.slice(1, -1)}</em>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = link[2] ?? '';
      // Only web and mail links become anchors; javascript:, data: and the rest stay text.
      if (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(href)) {
        return (
          <Anchor key={index} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {link[1]}
          </Anchor>
        );
      }
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}

/** A report's narrative: a small, safe Markdown subset rendered as React elements (never as HTML). */
export function MarkdownText({ source }: { source: string }) {
  const blocks = useMemo(() => parseBlocks(source), [source]);
  return (
    <div data-testid="narrative">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Title key={index} order={block.level} size={block.level === 2 ? 'h3' : 'h4'} mt="sm" mb={4}>
                {renderInline(block.text)}
              </Title>
            );
          case 'list':
            return (
              <List key={index} type={block.ordered ? 'ordered' : 'unordered'} size="sm" mb="xs">
                {block.items.map((item, i) => (
                  <List.Item key={i}>{renderInline(item)}</List.Item>
                ))}
              </List>
            );
          case 'code':
            return (
              <Code key={index} block mb="xs">
                {block.text}
              </Code>
            );
          default:
            return (
              <Text key={index} size="sm" mb="xs">
                {renderInline(block.text)}
              </Text>
            );
        }
      })}
    </div>
  );
}
