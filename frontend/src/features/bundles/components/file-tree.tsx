import { Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';

import { ancestorsOf, type TreeDirectory, type TreeNode } from '../utils/file-tree';
import classes from './code.module.css';

type FileTreeProps = {
  nodes: readonly TreeNode[];
  selected: string | null;
  onSelect: (path: string) => void;
};

/**
 * The bundle's files as nested lists of buttons. Directory buttons say whether they are open
 * (aria-expanded); a file button's accessible name is its full path, its visible text the name.
 */
export function FileTree({ nodes, selected, onSelect }: FileTreeProps) {
  // Node directories start closed (a 16-node bundle has hundreds of files); the selected file's parents start open.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(selected ? ancestorsOf(nodes, selected) : []));
  // A file chosen from outside (a link with ?file=, back and forward) opens the directories above it.
  const [revealed, setRevealed] = useState(selected);
  if (selected !== revealed) {
    setRevealed(selected);
    const missing = selected ? ancestorsOf(nodes, selected).filter((path) => !open.has(path)) : [];
    if (missing.length > 0) setOpen(new Set([...open, ...missing]));
  }

  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <nav aria-label="Bundle files">
      <ul className={classes.tree}>
        {nodes.map((node) => (
          <TreeItem key={node.path} node={node} open={open} selected={selected} onSelect={onSelect} onToggle={toggle} />
        ))}
      </ul>
    </nav>
  );
}

type TreeItemProps = {
  node: TreeNode;
  open: ReadonlySet<string>;
  selected: string | null;
  onSelect: (path: string) => void;
  onToggle: (path: string) => void;
};

function TreeItem({ node, open, selected, onSelect, onToggle }: TreeItemProps) {
  if (node.kind === 'directory') return <DirectoryItem directory={node} open={open} selected={selected} onSelect={onSelect} onToggle={onToggle} />;
  const parent = node.path.slice(0, node.path.length - node.name.length);
  const current = node.path === selected;
  return (
    <li>
      <button
        type="button"
        className={classes.item}
        aria-current={current ? 'true' : undefined}
        onClick={() => onSelect(node.path)}
        data-path={node.path}
      >
        <span className={classes.marker} aria-hidden="true">
          ·
        </span>
        <span>
          {parent ? <VisuallyHidden>{parent}</VisuallyHidden> : null}
          {node.name}
        </span>
      </button>
    </li>
  );
}

function DirectoryItem({ directory, open, selected, onSelect, onToggle }: Omit<TreeItemProps, 'node'> & { directory: TreeDirectory }) {
  const expanded = open.has(directory.path);
  const listId = `tree-${directory.path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const count = countFiles(directory);
  return (
    <li>
      <button
        type="button"
        className={classes.item}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => onToggle(directory.path)}
      >
        <span className={classes.marker} aria-hidden="true">
          {expanded ? '▾' : '▸'}
        </span>
        <span>
          {directory.name}/
          <Text span size="xs" className={classes.muted} ml={6}>
            {count} {count === 1 ? 'file' : 'files'}
          </Text>
        </span>
      </button>
      {expanded ? (
        <ul id={listId} aria-label={directory.path}>
          {directory.children.map((child) => (
            <TreeItem key={child.path} node={child} open={open} selected={selected} onSelect={onSelect} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function countFiles(directory: TreeDirectory): number {
  return directory.children.reduce((total, child) => total + (child.kind === 'file' ? 1 : countFiles(child)), 0);
}
