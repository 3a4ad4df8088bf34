import { Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Config } from 'plotly.js';
import { useMemo, useState } from 'react';

import { LazyPlot } from '@/components/charts/lazy-plot';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { PageLoader } from '@/components/ui/page-loader';

import { type SeriesOutline, useRunFileSeries, useRunFileSeriesPage } from '../api/get-run-file-series';
import type { RunFile } from '../types';
import { overTimeLayout } from '../utils/os-charts';
import { firstColumn, firstObjects, groupLabel, intervalText, MAX_OBJECTS, SAMPLES_PER_PAGE, sampleTraces } from '../utils/os-samples';
import { READABLE_COLOURS } from '../utils/readable-colours';

const CONFIG: Partial<Config> = { displayModeBar: false };

type Choice = { index: number; objects: string[]; column: string; page: number };

function choiceFor(group: SeriesOutline): Choice {
  return { index: group.index, objects: firstObjects(group), column: firstColumn(group), page: 1 };
}

function SamplesChart({ file, group, choice }: { file: RunFile; group: SeriesOutline; choice: Choice }) {
  const offset = (choice.page - 1) * SAMPLES_PER_PAGE;
  const { data, error, isPending, isPlaceholderData } = useRunFileSeriesPage(file.id, group.index, choice.objects, offset, SAMPLES_PER_PAGE);
  const traces = useMemo(() => (data ? sampleTraces(data, choice.column) : []), [data, choice.column]);
  const timed = (data?.times.length ?? 0) > 0;
  const layout = useMemo(() => overTimeLayout(timed, choice.column), [timed, choice.column]);
  if (choice.objects.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Pick at least one object to draw.
      </Text>
    );
  }
  if (isPending) return <PageLoader label="Loading the samples" />;
  if (error || !data) return <ErrorAlert error={error} title="The samples could not be loaded" />;
  // while the next page loads the last one stays drawn: the figures name what is drawn
  const shown = data.offset;
  const last = Math.min(shown + data.limit, data.count);
  const first = data.times[0];
  const end = data.times[data.times.length - 1];
  return (
    <Stack gap={4} aria-busy={isPlaceholderData}>
      <Text size="sm" data-testid="samples-window">
        Samples {(shown + 1).toLocaleString('en-US')} to {last.toLocaleString('en-US')} of {data.count.toLocaleString('en-US')}
        {first && end ? `, ${first.replace('T', ' ')} to ${end.replace('T', ' ')}` : ''}
      </Text>
      <LazyPlot
        data={traces}
        layout={layout}
        config={CONFIG}
        height={320}
        ariaLabel={`${choice.column} of ${Object.keys(data.objects).join(', ')}, samples ${shown + 1} to ${last}`}
      />
    </Stack>
  );
}

function FileSamples({ file }: { file: RunFile }) {
  const { data, error, isPending } = useRunFileSeries(file.id);
  const [choice, setChoice] = useState<Choice | null>(null);
  if (isPending) return <PageLoader label="Loading the file's series" />;
  if (error || !data) return <ErrorAlert error={error} title="The series could not be loaded" />;
  const group = data.series.find((g) => g.index === choice?.index) ?? data.series[0];
  if (!group) {
    return (
      <Text size="sm" c="dimmed">
        This file holds no OS samples.
      </Text>
    );
  }
  const current = choice ?? choiceFor(group);
  const pages = Math.max(1, Math.ceil(group.count / SAMPLES_PER_PAGE));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Every sample the file holds, {SAMPLES_PER_PAGE.toLocaleString('en-US')} at a time, for any CPU, device or interface: the run&apos;s
        charts fold samples together and show the busiest devices only.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Series"
          data={data.series.map((g) => ({ value: String(g.index), label: groupLabel(g) }))}
          value={String(group.index)}
          allowDeselect={false}
          onChange={(value) => {
            const next = data.series.find((g) => String(g.index) === value);
            if (next) setChoice(choiceFor(next));
          }}
          flex="1 1 360px"
        />
        <Select
          label="Column"
          data={group.columns}
          value={current.column}
          allowDeselect={false}
          onChange={(value) => value && setChoice({ ...current, column: value })}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="samples-interval">
        {intervalText(group)}
      </Text>
      <MultiSelect
        label={`Objects (up to ${MAX_OBJECTS})`}
        data={group.objects}
        value={current.objects}
        maxValues={MAX_OBJECTS}
        searchable
        clearable
        hidePickedOptions
        onChange={(objects) => setChoice({ ...current, objects, page: 1 })}
      />
      <SamplesChart file={file} group={group} choice={current} />
      {pages > 1 ? (
        <LabelledPagination
          total={pages}
          value={current.page}
          onChange={(page) => setChoice({ ...current, page })}
          aria-label="Pages of samples"
        />
      ) : null}
    </Stack>
  );
}

/** Every sample of one parsed OS capture, a page at a time, for the objects and column the user picks. */
export function FileSamplesModal({ file, onClose }: { file: RunFile | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={file !== null} onClose={onClose} title={file ? `Samples of ${file.name}` : ''} size="90%" fullScreen={narrow} style={READABLE_COLOURS}>
      {file ? <FileSamples key={file.id} file={file} /> : null}
    </Modal>
  );
}
