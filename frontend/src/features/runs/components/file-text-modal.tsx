import { Alert, Anchor, Code, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';

import { runFileDownloadUrl, useRunFileText } from '../api/get-run-file-text';
import type { RunFile } from '../types';
import { READABLE_COLOURS } from '../utils/readable-colours';

function FileText({ file }: { file: RunFile }) {
  const { data, error, isPending } = useRunFileText(file.id);
  if (isPending) return <PageLoader label="Loading the file's text" />;
  if (error) return <ErrorAlert error={error} title="The text could not be loaded" />;
  return (
    <>
      {data.truncated ? (
        <Alert color="yellow" variant="light" mb="sm" title="Only the beginning is shown">
          The file is longer than the text view shows (2 MB).{' '}
          <Anchor href={runFileDownloadUrl(file.id)} download={file.name}>
            Download the original
          </Anchor>{' '}
          to see all of it.
        </Alert>
      ) : null}
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          Shown as plain text ({data.encoding}); markup in the file is not interpreted.
        </Text>
      </Group>
      {/* React escapes the string: the report's own tags appear as text and never become elements. */}
      <Code
        block
        tabIndex={0}
        aria-label={`Contents of ${file.name}`}
        data-testid="file-text"
        style={{ maxHeight: '65vh', overflow: 'auto', whiteSpace: 'pre', fontSize: 12 }}
      >
        {data.text}
      </Code>
    </>
  );
}

/** The safe text view of an uploaded file: a scrollable code block with the decoded text. */
export function FileTextModal({ file, onClose }: { file: RunFile | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={file !== null} onClose={onClose} title={file ? `Text of ${file.name}` : ''} size="90%" fullScreen={narrow} style={READABLE_COLOURS}>
      {file ? <FileText file={file} /> : null}
    </Modal>
  );
}
