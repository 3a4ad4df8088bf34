import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { onePage } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { PlanVersionSummary } from '../types';
import { RenderPanel } from './render-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const version = (number: number, errors: number): PlanVersionSummary => ({
  id: 100 + number,
  number,
  comment: `v${number}`,
  author: 'architect',
  created_at: '2026-01-01T00:00:00Z',
  score: 70,
  counts: { error: errors, warning: 1, advice: 0, info: 0 },
});

const JOB = { id: 31, kind: 'bundle_render', state: 'running', progress: 40, message: 'Rendering', error: '' };

describe('RenderPanel', () => {
  it('renders a clean version at once, without override, and shows the job', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/csrf/': { status: 204 },
      'POST /api/plans/5/versions/2/bundles/': { status: 201, body: { bundle: 12, job: 31 } },
      'GET /api/jobs/31/': { body: JOB },
      'GET /api/plans/5/bundles/': { body: onePage([]) },
    });
    renderWithProviders(<RenderPanel planId={5} versions={[version(2, 0), version(1, 3)]} canRender onFinished={() => undefined} />);
    expect(screen.getByText('0 errors')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Render bundle' }));
    expect(await screen.findByRole('progressbar', { name: 'Job 31 progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open bundle #12' })).toHaveAttribute('href', '/bundles/12');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ override_errors: false });
  });

  it('asks before rendering a version with errors and sends override_errors only after confirmation', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/csrf/': { status: 204 },
      'GET /api/plans/5/versions/1/': {
        body: {
          number: 1,
          validation: {
            findings: [
              { rule: 'KP001', severity: 'error', title: 'kernel.sem below the minimum', message: '' },
              { rule: 'NW002', severity: 'warning', title: 'not shown', message: '' },
            ],
          },
        },
      },
      'POST /api/plans/5/versions/1/bundles/': { status: 201, body: { bundle: 13, job: 31 } },
      'GET /api/jobs/31/': { body: JOB },
      'GET /api/plans/5/bundles/': { body: onePage([]) },
    });
    renderWithProviders(<RenderPanel planId={5} versions={[version(1, 1)]} canRender onFinished={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Render bundle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Render version 1 despite its errors?' });
    expect(await within(dialog).findByText('kernel.sem below the minimum')).toBeInTheDocument();
    expect(within(dialog).queryByText('not shown')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Render anyway' }));
    expect(await screen.findByRole('link', { name: 'Open bundle #13' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ override_errors: true });
  });

  it('lists each field nobody has chosen yet, as the refusal names it, without the field keys', async () => {
    const disks = "Nobody has chosen the shared disks yet: set it in the plan editor's Storage section before rendering a bundle.";
    const ocr = "Nobody has chosen the OCR locations yet: set it in the plan editor's Cluster files section before rendering a bundle.";
    stubFetch({
      'GET /api/auth/csrf/': { status: 204 },
      'POST /api/plans/5/versions/1/bundles/': {
        status: 400,
        body: { 'document/storage/disks': [disks], 'document/cluster_files/ocr/locations': [ocr] },
      },
    });
    renderWithProviders(<RenderPanel planId={5} versions={[version(1, 0)]} canRender onFinished={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Render bundle' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([disks, ocr]);
    expect(alert).not.toHaveTextContent('document/');
    expect(within(alert).getByRole('link', { name: 'Open the plan editor' })).toHaveAttribute('href', '/plans/5');
  });

  it('offers no Render button to anyone but architects', () => {
    stubFetch({});
    renderWithProviders(<RenderPanel planId={5} versions={[version(1, 0)]} canRender={false} onFinished={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Render bundle' })).toBeNull();
    expect(screen.getByText(/Only architects of this project render bundles/)).toBeInTheDocument();
  });
});

describe('RenderPanel initial version', () => {
  it('starts on the version a link asked for when it exists', () => {
    stubFetch({});
    renderWithProviders(
      <RenderPanel planId={5} versions={[version(3, 0), version(2, 4)]} canRender={false} onFinished={() => undefined} initialVersion={2} />,
    );
    expect(screen.getByText('4 errors')).toBeInTheDocument();
  });
});
