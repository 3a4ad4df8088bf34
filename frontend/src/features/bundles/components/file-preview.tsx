import { Alert, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoader } from '@/components/ui/page-loader';

import { useBundleFile } from '../api/get-bundle-file';
import type { ManifestFile } from '../types';
import { formatBytes } from '../utils/format';
import { languageFor } from '../utils/language';
import classes from './code.module.css';

// The highlighter (lowlight + three grammars) is fetched with the first preview, not with the page.
const HighlightedCode = lazy(async () => ({ default: (await import('./highlighted-code')).HighlightedCode }));

const LANGUAGE_NAMES = { ini: 'INI', bash: 'Bash', sql: 'SQL', plaintext: 'plain text' } as const;

function PlainCode({ code, label }: { code: string; label: string }) {
  return (
    <pre className={classes.block} tabIndex={0} role="region" aria-label={label}>
      <code>{code}</code>
    </pre>
  );
}

type FilePreviewProps = { bundleId: number; path: string | null; entry?: ManifestFile };

/** The selected file's text, coloured by its kind; the text is never interpreted as markup. */
export function FilePreview({ bundleId, path, entry }: FilePreviewProps) {
  const { data, error, isPending } = useBundleFile(bundleId, path);
  if (path === null) {
    return (
      <Text size="sm" className={classes.muted}>
        Pick a file in the tree to read it here.
      </Text>
    );
  }
  if (isPending) return <PageLoader label={`Loading ${path}`} />;
  if (error) return <ErrorAlert error={error} title={`${path} could not be loaded`} />;

  const language = languageFor(data.path);
  const label = `Contents of ${data.path}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {data.path}
        </Text>
        <Text size="xs" className={classes.muted}>
          {LANGUAGE_NAMES[language]} · mode {data.mode}
          {entry ? ` · ${formatBytes(entry.size)}` : ''}
        </Text>
      </Group>
      {data.content === '' ? (
        <Alert variant="light" color="gray">
          This file is empty.
        </Alert>
      ) : (
        // Without the highlighter (slow network, failed chunk) the same text is still readable, just uncoloured.
        <ErrorBoundary key={data.path} fallback={() => <PlainCode code={data.content} label={label} />}>
          <Suspense fallback={<PlainCode code={data.content} label={label} />}>
            <HighlightedCode code={data.content} language={language} label={label} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Stack>
  );
}
