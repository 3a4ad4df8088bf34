import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import type { RunFile } from '../types';
import { FileTextModal } from './file-text-modal';

const FILE = { id: 9, name: 'hostile.html' } as RunFile;
const HOSTILE = '<html><body><script>window.__injected = 1</script><img id="injected" src="x"></body></html>';

describe('FileTextModal', () => {
  it('shows markup from the file as literal text and injects no element', async () => {
    stubFetch({ 'GET /api/run-files/9/text/': { body: { name: 'hostile.html', text: HOSTILE, truncated: true, encoding: 'utf-8' } } });
    renderWithProviders(<FileTextModal file={FILE} onClose={() => {}} />);

    const block = await screen.findByLabelText('Contents of hostile.html');
    expect(block.tagName).toBe('PRE');
    expect(block.textContent).toBe(HOSTILE);
    expect(document.getElementById('injected')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Only the beginning is shown')).toBeInTheDocument();
  });
});
