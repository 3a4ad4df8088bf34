import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';

import { describePointer } from '@/features/plans/utils/format';
import { markChosen, unknownPointers } from '@/features/plans/utils/unknown-fields';
import { useEditor, useValue } from './editor-context';

/**
 * An imported cluster's fields that no file showed: each is listed until the user sets it (or keeps the value shown,
 * which is then their choice). The plan renders no bundle while any is left.
 */
export function UnknownFieldsBanner() {
  const { update, focusField, readOnly } = useEditor();
  const listed = useValue('/unknown');
  const pointers = unknownPointers(listed);
  if (pointers.length === 0) return null;
  const count = `${pointers.length} field${pointers.length === 1 ? '' : 's'}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`Imported: ${count} unknown`}
      role="region"
      aria-label={`Imported: ${count} unknown`}
      // Mantine's yellow title is too light to read on its light background; the body text colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          No file of the cluster showed {pointers.length === 1 ? 'this field' : 'these fields'}. Each holds a placeholder, not a
          value anyone chose: set it{readOnly ? '' : ', or keep the value shown if it is right'}. This plan does not count as valid
          and renders no bundle until every field is chosen.
        </Text>
        <List size="sm" spacing={4} aria-label="Unknown fields">
          {pointers.map((pointer) => (
            <List.Item key={pointer}>
              <Group gap="xs" wrap="wrap">
                <Anchor component="button" type="button" size="sm" onClick={() => focusField(pointer)}>
                  {describePointer(pointer)}
                </Anchor>
                {readOnly ? null : (
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Keep the value shown for ${describePointer(pointer)}`}
                    onClick={() => update((document) => markChosen(document, pointer))}
                  >
                    Keep value shown
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
