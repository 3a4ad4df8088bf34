import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { statementAnchor, StudyStatementList } from '@/components/studies';
import { ApiError } from '@/lib/api/errors';

import {
  formatUpside,
  KIND_LABELS,
  proseParagraphs,
  ReadableColours,
  RuleBadges,
  RuleMarkdown,
  RuleSources,
  useRule,
} from '@/features/rules';

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = `rule-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb={6}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Prose({ children }: { children: string }) {
  return (
    <Stack gap={6}>
      {proseParagraphs(children).map((paragraph, index) => (
        <Text key={index} size="sm">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

export function RulePage() {
  return (
    <ReadableColours>
      <RuleView />
    </ReadableColours>
  );
}

function RuleView() {
  const { ruleId = '' } = useParams();
  const { data: rule, error, isPending } = useRule(ruleId);
  const { hash } = useLocation();
  // A finding links to one of the rule's statements (#statement-000-003): bring it into view once it is there.
  const current = hash.startsWith('#statement-') ? decodeURIComponent(hash.slice('#statement-'.length)) : null;
  const shown = Boolean(rule);
  useEffect(() => {
    if (shown && current) document.getElementById(statementAnchor(current))?.scrollIntoView({ block: 'start' });
  }, [shown, current]);

  if (isPending) return <PageLoader label="Loading the rule" />;
  if (!rule) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <>
          <PageHeader title="Rule not found" />
          <EmptyState title={`There is no rule ${ruleId}`}>
            <Anchor component={Link} to="/rules">
              Back to the catalogue
            </Anchor>
          </EmptyState>
        </>
      );
    }
    return <ErrorAlert error={error} title="The rule could not be loaded" />;
  }

  return (
    <>
      <PageHeader
        title={`${rule.id}: ${rule.title}`}
        description={rule.slug}
        actions={
          <Anchor component={Link} to="/rules" size="sm">
            All rules
          </Anchor>
        }
      />
      <Stack gap="md">
        <RuleBadges rule={rule} kind={KIND_LABELS[rule.kind]}>
          {rule.tags.map((tag) => (
            <Badge key={tag} variant="dot" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </RuleBadges>
        <Block title="Why">
          <Prose>{rule.rationale}</Prose>
        </Block>
        <Block title="Evidence">
          <Stack gap="sm">
            <Prose>{rule.evidence}</Prose>
            <RuleSources sources={rule.sources} headingId="rule-sources-heading" />
          </Stack>
        </Block>
        <Block title="What the studies say">
          {rule.statements.length > 0 ? (
            <StudyStatementList statements={rule.statements} labelledBy="rule-what-the-studies-say" anchored current={current} />
          ) : (
            <Text size="sm">No study statement names this rule yet.</Text>
          )}
        </Block>
        {rule.fix || rule.upside ? (
          <Block title="What to do">
            <Stack gap="xs">
              {rule.fix ? <Prose>{rule.fix}</Prose> : null}
              {rule.upside ? (
                <Text size="sm">
                  <Text span fw={600}>
                    Measured upside:{' '}
                  </Text>
                  {formatUpside(rule.upside)}
                </Text>
              ) : null}
            </Stack>
          </Block>
        ) : null}
        {rule.description ? (
          <Block title="Details">
            <RuleMarkdown text={rule.description} />
          </Block>
        ) : null}
        {rule.fields.length > 0 ? (
          <Block title="Fields it reads">
            <Group gap={6} wrap="wrap">
              {rule.fields.map((field) => (
                <Text key={field} span ff="monospace" size="xs" bg="gray.1" px={6} py={2} style={{ borderRadius: 4 }}>
                  {field}
                </Text>
              ))}
            </Group>
          </Block>
        ) : null}
      </Stack>
    </>
  );
}
