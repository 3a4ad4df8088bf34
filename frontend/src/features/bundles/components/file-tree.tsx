import { Text } from '@mantine/core';
import { useState } from 'react';

import { toggledIn } from '@/lib/sets';

import { ancestorsOf, type TreeDirectory, type TreeNode } from '../utils/file-tree';
import classes from './code.module.css';

type FileTreeProps = {
  nodes: readonly TreeNode[];
  selected: string | null;
  onSelect: (path: string) => void;
};

/**
 * The bundle's files as nested lists of buttons. Directory buttons say whether they are open
 * (aria-expanded); a file button is named by its full path and shows only the file name.
 */
export function FileTree({ nodes, selected, onSelect }: FileTreeProps) {
  // Node directories start closed (a 16-node bundle has hundreds of files); the directories inside a node start
  // open, so opening a node shows all its files. `toggled` holds the directories whose state the user flipped.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => revealing(new Set(), nodes, selected));
  // A file chosen from outside (a link with ?file=, back and forward) opens the directories above it.
  const [revealed, setRevealed] = useState(selected);
  if (selected !== revealed) {
    setRevealed(selected);
    const next = revealing(toggled, nodes, selected);
    if (next !== toggled) setToggled(next);
  }

  const toggle = (path: string) => setToggled((current) => toggledIn(current, path));
  const isOpen = (path: string) => (isTopLevel(path) ? toggled.has(path) : !toggled.has(path));

  return (
    <nav aria-label="Bundle files">
      <ul className={classes.tree}>
        {nodes.map((node) => (
          <TreeItem key={node.path} node={node} isOpen={isOpen} selected={selected} onSelect={onSelect} onToggle={toggle} />
        ))}
      </ul>
    </nav>
  );
}

type TreeItemProps = {
  node: TreeNode;
  isOpen: (path: string) => boolean;
  selected: string | null;
  onSelect: (path: string) => void;
  onToggle: (path: string) => void;
};

function TreeItem({ node, isOpen, selected, onSelect, onToggle }: TreeItemProps) {
  if (node.kind === 'directory') return <DirectoryItem directory={node} isOpen={isOpen} selected={selected} onSelect={onSelect} onToggle={onToggle} />;
  const current = node.path === selected;
  return (
    <li>
      <button
        type="button"
        className={classes.item}
        aria-current={current ? 'true' : undefined}
        // The full path names the file for assistive technology; it ends with the visible name.
        aria-label={node.path}
        onClick={() => onSelect(node.path)}
        data-path={node.path}
      >
        <span className={classes.marker} aria-hidden="true">
          ·
        </span>
        <span>{node.name}</span>
      </button>
    </li>
  );
}

function DirectoryItem({ directory, isOpen, selected, onSelect, onToggle }: Omit<TreeItemProps, 'node'> & { directory: TreeDirectory }) {
  const expanded = isOpen(directory.path);
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
          {directory.name}/{' '}
          <Text span size="xs" className={classes.muted}>
            {count} {count === 1 ? 'file' : 'files'}
          </Text>
        </span>
      </button>
      {expanded ? (
        <ul id={listId} aria-label={directory.path}>
          {directory.children.map((child) => (
            <TreeItem key={child.path} node={child} isOpen={isOpen} selected={selected} onSelect={onSelect} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function countFiles(directory: TreeDirectory): number {
  return directory.children.reduce((total, child) => total + (child.kind === 'file' ? 1 : countFiles(child)), 0);
}

function isTopLevel(path: string): boolean {
  return !path.includes('/');
}

/** `toggled` changed so that every directory above `selected` is open (the same set when nothing had to change). */
function revealing(toggled: ReadonlySet<string>, nodes: readonly TreeNode[], selected: string | null): ReadonlySet<string> {
  if (!selected) return toggled;
  const next = new Set(toggled);
  for (const path of ancestorsOf(nodes, selected)) {
    if (isTopLevel(path)) next.add(path);
    else next.delete(path);
  }
  return next.size === toggled.size && [...next].every((path) => toggled.has(path)) ? toggled : next;
}
