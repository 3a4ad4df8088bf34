import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { fieldId } from '@/features/plans/utils/json-pointer';
import { useFindingsAt, useServerErrors } from './editor-context';
import { FindingLines } from './field-findings';

type EditorSectionProps = {
  /** The part of the document this section edits, e.g. "/interconnect". */
  pointer: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

function SectionProblems({ pointer }: { pointer: string }) {
  const errors = useServerErrors(pointer);
  const findings = useFindingsAt(pointer);
  return (
    <>
      {errors.length ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {errors.join(' ')}
        </Alert>
      ) : null}
      <FindingLines findings={findings} />
    </>
  );
}

/** One part of the topology document: a titled card that findings and the diagram can scroll to. */
export function EditorSection({ pointer, title, description, children }: EditorSectionProps) {
  const headingId = `${fieldId(pointer)}-heading`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} id={fieldId(pointer)} tabIndex={-1}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
        </div>
        <SectionProblems pointer={pointer} />
        {children}
      </Stack>
    </Paper>
  );
}
