import { Accordion, Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';

import { useBundleDiff } from '../api/get-bundle-diff';
import type { BundleDiffFile } from '../types';
import { type DiffLineKind, diffLines, diffStats } from '../utils/diff-lines';
import classes from './code.module.css';

const STATUS_COLOURS: Record<BundleDiffFile['status'], string> = { added: 'teal.9', removed: 'red.9', changed: 'blue.9' };
const LINE_CLASSES: Record<DiffLineKind, string | undefined> = {
  header: classes.header,
  hunk: classes.hunk,
  added: classes.added,
  removed: classes.removed,
  context: undefined,
  note: classes.note,
};

/** One file's unified diff, line by line as text; the tint says added or removed, the +/- says it too. */
function DiffText({ file }: { file: BundleDiffFile }) {
  const lines = useMemo(() => diffLines(file.diff), [file.diff]);
  return (
    <pre className={classes.block} tabIndex={0} role="region" aria-label={`Changes in ${file.path}`}>
      {lines.map((line, index) => (
        <span key={index} className={[classes.line, LINE_CLASSES[line.kind]].filter(Boolean).join(' ')} data-kind={line.kind}>
          {line.text === '' ? ' ' : line.text}
        </span>
      ))}
    </pre>
  );
}

function FileSummary({ file }: { file: BundleDiffFile }) {
  const stats = useMemo(() => diffStats(diffLines(file.diff)), [file.diff]);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color={STATUS_COLOURS[file.status]} variant="outline" style={{ flex: 'none' }}>
        {file.status}
      </Badge>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file.path}{' '}
        <Text span size="xs" className={classes.muted}>
          +{stats.added} −{stats.removed}
        </Text>
      </Text>
    </Group>
  );
}

type BundleDiffViewProps = { bundleId: number; otherId: number };

/** What changed from bundle `otherId` to bundle `bundleId`, file by file. */
export function BundleDiffView({ bundleId, otherId }: BundleDiffViewProps) {
  const { data, error, isPending } = useBundleDiff(bundleId, otherId);
  if (isPending) return <PageLoader label="Comparing the bundles" />;
  if (error) return <ErrorAlert error={error} title="The bundles could not be compared" />;

  const count = (status: BundleDiffFile['status']) => data.files.filter((file) => file.status === status).length;
  const summary = `${count('changed')} changed, ${count('added')} added, ${count('removed')} removed, ${data.unchanged} unchanged`;
  return (
    <Stack gap="sm" aria-label={`Changes from bundle #${data.from} to bundle #${data.to}`} role="group">
      <Text size="sm" role="status">
        From bundle #{data.from} to bundle #{data.to}: {summary}.
      </Text>
      {data.files.length === 0 ? (
        <Alert color="teal" variant="light" title="No files changed">
          The two bundles hold the same {data.unchanged} files with the same contents.
        </Alert>
      ) : (
        <Accordion multiple variant="separated" defaultValue={data.files.length <= 3 ? data.files.map((file) => file.path) : []}>
          {data.files.map((file) => (
            <Accordion.Item key={file.path} value={file.path}>
              <Accordion.Control>
                <FileSummary file={file} />
              </Accordion.Control>
              <Accordion.Panel>
                <DiffText file={file} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
