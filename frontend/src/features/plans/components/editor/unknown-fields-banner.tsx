import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';

import { describePointer } from '@/features/plans/utils/format';
import { markChosen, unknownPointers } from '@/features/plans/utils/unknown-fields';
import { useEditor, useValue } from './editor-context';

/**
 * The fields no evidence gave: an imported cluster's that no file showed, a new plan's that nobody has chosen yet
 * (its shared disks, OCR and voting locations), or those a platform switch found no study value for. Each is listed
 * until the user sets it (or keeps the value shown, which is then their choice). The plan renders no bundle while
 * any is left. `imported`: the plan was read from a cluster's files (its version has provenance), so the banner
 * speaks of files; otherwise it says nobody has chosen them, which is what is true of a blank plan.
 */
export function UnknownFieldsBanner({ imported = false }: { imported?: boolean }) {
  const { update, focusField, readOnly } = useEditor();
  const listed = useValue('/unknown');
  const pointers = unknownPointers(listed);
  if (pointers.length === 0) return null;
  const one = pointers.length === 1;
  const count = `${pointers.length} field${one ? '' : 's'}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`${count} unknown`}
      role="region"
      aria-label={`${count} unknown`}
      // Mantine's yellow title is too light to read on its light background; the body text colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {imported
            ? `Nothing shown gives ${one ? 'this field' : 'these fields'} (no file of the imported cluster showed ${one ? 'it' : 'them'}, or no study gives a value on this platform).`
            : `Nobody has chosen ${one ? 'this field' : 'these fields'} yet (a new plan starts without ${one ? 'it' : 'them'}, or no study gives a value on this platform).`}{' '}
          Each holds a placeholder, not a value anyone chose: set it{readOnly ? '' : ', or keep the value shown if it is right'}. This
          plan does not count as valid and renders no bundle until every field is chosen.
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
                    Keep the value shown
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
