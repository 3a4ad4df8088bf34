import bash from 'highlight.js/lib/languages/bash';
import ini from 'highlight.js/lib/languages/ini';
import sql from 'highlight.js/lib/languages/sql';
import { createLowlight } from 'lowlight';
import { type ReactNode, useMemo } from 'react';

import type { PreviewLanguage } from '../utils/language';
import classes from './code.module.css';

// Only the grammars the bundle files need; this module is loaded lazily with the first preview.
const lowlight = createLowlight({ bash, ini, sql });

/** A node of the hast tree lowlight produces (spans with classes, and text), typed by lowlight itself. */
type HastNode = ReturnType<typeof lowlight.highlight>['children'][number];

function classNameOf(node: { properties?: { className?: unknown } }): string | undefined {
  const value = node.properties?.className;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string').join(' ');
  return typeof value === 'string' ? value : undefined;
}

/**
 * Turns lowlight's tree into React elements. Every piece of file text becomes a React text child,
 * so nothing in a file is ever parsed as markup.
 */
function toReact(nodes: readonly HastNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.type === 'text') return node.value;
    if (node.type === 'element') {
      return (
        <span key={key} className={classNameOf(node)}>
          {toReact(node.children, key)}
        </span>
      );
    }
    return null;
  });
}

type HighlightedCodeProps = {
  code: string;
  language: PreviewLanguage;
  label: string;
};

/** A scrollable, keyboard-focusable code block coloured by highlight.js grammars. */
export function HighlightedCode({ code, language, label }: HighlightedCodeProps) {
  const content = useMemo(() => {
    if (language === 'plaintext') return code;
    return toReact(lowlight.highlight(language, code).children, 'n');
  }, [code, language]);
  return (
    // A named, focusable region so keyboard users can reach and scroll it.
    <pre className={classes.block} tabIndex={0} role="region" aria-label={label} data-language={language}>
      <code>{content}</code>
    </pre>
  );
}
