import { Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { ErrorAlert } from '@/components/ui/error-alert';

import { useRecheck } from '../api/recheck';
import type { AsBuiltCheck } from '../types';
import { MAX_FILES_PER_UPLOAD } from './upload-area';

type RecheckFormProps = { check: AsBuiltCheck; nodes: readonly string[]; onRechecked: (answer: AsBuiltCheck) => void };

/**
 * "Check again": the node's files uploaded again after applying its remediation start a new check of the same plan
 * version, linked to this one, whose page shows the drift closing.
 */
export function RecheckForm({ check, nodes, onRechecked }: RecheckFormProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const recheck = useRecheck();
  const node = chosen !== null && nodes.includes(chosen) ? chosen : (nodes[0] ?? null);
  return (
    <Stack gap="sm">
      <Text size="sm">
        After applying a remediation, upload the node&apos;s files again: a new check against version {check.version} starts, linked to
        this one, and lists which differences are gone, which remain and which are new.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label="Node checked again" data={[...nodes]} value={node} onChange={setChosen} allowDeselect={false} w={240} />
        <FileInput
          label="Files of the node, collected again"
          multiple
          clearable
          value={files}
          onChange={(value) => setFiles(value.slice(0, MAX_FILES_PER_UPLOAD))}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          loading={recheck.isPending}
          disabled={node === null || files.length === 0}
          onClick={() => {
            if (node !== null)
              recheck.mutate({ planId: check.plan, checkId: check.id, node, files }, { onSuccess: (answer) => onRechecked(answer) });
          }}
        >
          Check again
        </Button>
      </Group>
      {recheck.error ? <ErrorAlert error={recheck.error} title="The files were refused" /> : null}
    </Stack>
  );
}
