import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

import { FileUpload } from './file-upload';

/** A file as a folder chooser hands it over: with its path inside the chosen folder. */
function inFolder(path: string, content = 'x'): File {
  const file = new File([content], path.split('/').pop() ?? path);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileUpload', () => {
  it('offers a folder chooser that takes subfolders too', () => {
    renderWithProviders(<FileUpload runId={5} />);
    expect(screen.getByLabelText('Report folder')).toHaveAttribute('webkitdirectory');
    expect(screen.getByRole('button', { name: 'Upload a whole folder' })).toBeInTheDocument();
  });

  it('sends the files of a chosen folder and says which desktop files it left behind', async () => {
    renderWithProviders(<FileUpload runId={5} />);
    await userEvent.upload(screen.getByLabelText('Report folder'), [
      inFolder('slob/os/vmstat.out'),
      inFolder('slob/.DS_Store'),
      inFolder('slob/awr.txt'),
      inFolder('slob/__MACOSX/slob/._awr.txt'),
    ]);
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(within(uploads).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Upload of awr.txt',
      'Upload of os/vmstat.out',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Left out 2 hidden or desktop files, not part of the run: slob/.DS_Store, slob/__MACOSX/slob/._awr.txt',
    );
  });

  it('sends a file of a folder with its path, and a loose file with none', async () => {
    stubFetch({ 'GET /api/auth/csrf/': { status: 204 } });
    const sent: FormData[] = [];
    // the request is captured, not answered: the first upload stays in flight, so one test sends one file
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => {
      sent.push(body as FormData);
    });
    const first = renderWithProviders(<FileUpload runId={5} />);
    await userEvent.upload(screen.getByLabelText('Report folder'), [inFolder('slob/os/node1/vmstat.out')]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]?.getAll('files')[0] as File).name).toBe('vmstat.out');
    expect(sent[0]?.getAll('paths')).toEqual(['os/node1/vmstat.out']);
    first.unmount();

    renderWithProviders(<FileUpload runId={5} />);
    await userEvent.upload(screen.getByLabelText('Report files'), [new File(['x'], 'awr.txt')]);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.getAll('paths')).toEqual([]);
  });

  it('says so when a chosen folder holds nothing to send', async () => {
    renderWithProviders(<FileUpload runId={5} />);
    await userEvent.upload(screen.getByLabelText('Report folder'), [inFolder('empty/.DS_Store')]);
    expect(screen.getByRole('alert')).toHaveTextContent('That folder holds no file to upload.');
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });
});
