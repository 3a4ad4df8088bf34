import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';

import {
  ContrastScope,
  EstimateChangeSection,
  FieldChangesTable,
  FindingsDelta,
  scoreColour,
  useDiff,
  usePlan,
  useVersions,
} from '@/features/plans';

function positive(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** Any two versions side by side: fields changed (before and after) and findings added or removed. */
function PlanDiffPageContent() {
  const params = useParams();
  const planId = Number(params.planId);
  const [search, setSearch] = useSearchParams();
  const plan = usePlan(planId);
  const versions = useVersions(planId);
  const numbers = versions.data?.map((version) => version.number) ?? [];
  const to = positive(search.get('to')) ?? numbers[0] ?? null;
  const from = positive(search.get('from')) ?? numbers[1] ?? null;
  const diff = useDiff(planId, from, to);
  const [pickFrom, setPickFrom] = useState<string | null>(null);
  const [pickTo, setPickTo] = useState<string | null>(null);

  if (plan.error || versions.error) return <ErrorAlert error={plan.error ?? versions.error} title="The plan could not be loaded" />;
  if (!plan.data || !versions.data) return <PageLoader label="Loading versions" />;

  const options = numbers.map((number) => ({ value: String(number), label: `Version ${number}` }));
  const fromValue = pickFrom ?? (from ? String(from) : '');
  const toValue = pickTo ?? (to ? String(to) : '');

  return (
    <>
      <PageHeader
        title={`Compare versions of ${plan.data.name}`}
        description={
          <Anchor c="indigo.8" component={Link} to={`/plans/${planId}?tab=history`} size="sm">
            Back to the history
          </Anchor>
        }
      />
      <Stack gap="md">
        <Group
          component="form"
          align="flex-end"
          gap="sm"
          wrap="wrap"
          aria-label="Choose versions"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ from: fromValue, to: toValue });
          }}
        >
          <NativeSelect label="From version" data={options} value={fromValue} onChange={(event) => setPickFrom(event.currentTarget.value)} w={160} />
          <NativeSelect label="To version" data={options} value={toValue} onChange={(event) => setPickTo(event.currentTarget.value)} w={160} />
          <Button type="submit" variant="light">
            Compare
          </Button>
        </Group>
        {numbers.length < 2 ? <Text>This plan has a single version; there is nothing to compare yet.</Text> : null}
        {diff.error ? <ErrorAlert error={diff.error} title="The comparison could not be made" /> : null}
        {diff.isPending && from && to ? <PageLoader label="Comparing" /> : null}
        {diff.data ? (
          <>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="diff-summary-heading">
              <Title order={2} size="h4" id="diff-summary-heading" mb="xs">
                Version {diff.data.from} → version {diff.data.to}
              </Title>
              <Group gap="xs">
                <Text size="sm">Health score</Text>
                <Badge color={scoreColour(diff.data.score.from)} autoContrast>{diff.data.score.from ?? '–'}</Badge>
                <Text size="sm" aria-hidden>
                  →
                </Text>
                <Badge color={scoreColour(diff.data.score.to)} autoContrast>{diff.data.score.to ?? '–'}</Badge>
                <Text size="sm">
                  · {diff.data.fields.length} change{diff.data.fields.length === 1 ? '' : 's'}
                </Text>
              </Group>
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="diff-fields-heading">
              <Title order={2} size="h4" id="diff-fields-heading" mb="xs">
                Fields changed
              </Title>
              <FieldChangesTable changes={diff.data.fields} />
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-label="Findings">
              <FindingsDelta added={diff.data.findings_added} removed={diff.data.findings_removed} />
            </Paper>
            <EstimateChangeSection change={diff.data.estimate} from={diff.data.from} to={diff.data.to} />
          </>
        ) : null}
      </Stack>
    </>
  );
}

export function PlanDiffPage() {
  return (
    <ContrastScope>
      <PlanDiffPageContent />
    </ContrastScope>
  );
}
