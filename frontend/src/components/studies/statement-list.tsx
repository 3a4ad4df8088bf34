import { Anchor, Badge, Blockquote, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { STATEMENT_KIND_LABELS } from '@/lib/api/vocabulary';

import { describeScope, statementAnchor, type StudyStatement, studyLabel } from './statements';

type StudyStatementListProps = {
  statements: readonly StudyStatement[];
  /** The id of the element that names the list. */
  labelledBy: string;
  /** Each item gets its anchor id (the rule page, where links land). */
  anchored?: boolean;
  /** The anchor on a statement's id, e.g. "Statement 000-003" (a finding links to the rule page). */
  linkTo?: (statement: StudyStatement) => string;
  /** The statement a link landed on (#statement-…), marked. */
  current?: string | null;
  size?: 'xs' | 'sm';
};

/** Study statements, quoted, each with its kind, study and section, and where it holds. */
export function StudyStatementList({ statements, labelledBy, anchored, linkTo, current, size = 'sm' }: StudyStatementListProps) {
  return (
    <Stack component="ul" aria-labelledby={labelledBy} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {statements.map((statement) => {
        const scope = describeScope(statement.scope);
        const isCurrent = current === statement.id;
        return (
          <li
            key={statement.id}
            id={anchored ? statementAnchor(statement.id) : undefined}
            data-statement={statement.id}
            aria-current={isCurrent ? 'true' : undefined}
            style={{ scrollMarginTop: 72 }}
          >
            <Stack gap={4}>
              <Group gap={6} wrap="wrap">
                <Badge variant="light" color={isCurrent ? 'indigo' : 'gray'} tt="none" size={size}>
                  {STATEMENT_KIND_LABELS[statement.kind]}
                </Badge>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {linkTo ? (
                    <Anchor component={Link} to={linkTo(statement)} size="xs" c="indigo.8" underline="always">
                      Statement {statement.id}
                    </Anchor>
                  ) : (
                    <>Statement {statement.id}</>
                  )}{' '}
                  · {studyLabel(statement.cite.document)} · § {statement.cite.section}
                </Text>
              </Group>
              <Blockquote p={size === 'xs' ? 6 : 'xs'} ml={0} color={isCurrent ? 'indigo' : 'gray'} style={{ overflowWrap: 'anywhere' }}>
                <Text size={size}>“{statement.quote}”</Text>
              </Blockquote>
              {scope || statement.scope.carries_over ? (
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  Holds for: {scope ?? 'any configuration'}
                  {statement.scope.carries_over ? `; carries over: ${statement.scope.carries_over}` : ''}
                </Text>
              ) : null}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
