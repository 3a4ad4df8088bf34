import { Alert, List, Text } from '@mantine/core';

import type { AsBuiltCheck } from '../types';

type Coverage = NonNullable<AsBuiltCheck['assembly']['coverage']>;

/** A rule field as a reader says it: `/nodes/*\/vip` -> "nodes/*\/vip". */
const fieldLabel = (pointer: string) => pointer.replace(/^\//, '');

/** "The score covers 12 of 160 rules": what the findings and the score rest on. */
function coverageText(coverage: Coverage): string {
  return `The findings and the score cover ${coverage.checked} of ${coverage.total} rules: those whose every field an uploaded file showed.`;
}

/**
 * The rules the check did not run, each with the fields no uploaded file showed: the plan's values never stand in
 * for a node's, so these rules give no finding either way. Listed apart from the findings.
 */
export function NotChecked({ coverage }: { coverage: Coverage | null | undefined }) {
  if (!coverage) return null;
  const rules = coverage.not_checked;
  return (
    <Alert color="gray" variant="light" title="Coverage" mb="sm" data-testid="as-built-coverage">
      <Text size="sm">{coverageText(coverage)}</Text>
      {rules.length > 0 ? (
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
            {rules.length} {rules.length === 1 ? 'rule' : 'rules'} not checked
          </summary>
          <List size="sm" spacing={2} mt={4} aria-label="Rules not checked">
            {rules.map((rule) => (
              <List.Item key={rule.rule}>
                {rule.rule} {rule.title}: not checked, no file shows {rule.fields.map(fieldLabel).join(', ')}
              </List.Item>
            ))}
          </List>
        </details>
      ) : null}
    </Alert>
  );
}
