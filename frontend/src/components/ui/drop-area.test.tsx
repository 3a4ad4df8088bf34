import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DropArea, type FileRejection } from './drop-area';

describe('DropArea', () => {
  it('is a named, focusable group whose input takes only the accepted kinds', () => {
    renderWithProviders(
      <DropArea onDrop={() => {}} label="Drop zone: archive" inputLabel="Archive" accept={['.zip', 'application/zip']} multiple={false}>
        Drop an archive here
      </DropArea>,
    );
    const area = screen.getByRole('group', { name: 'Drop zone: archive' });
    expect(area).toHaveAttribute('tabindex', '0');
    const input = screen.getByLabelText('Archive');
    expect(input).toHaveAttribute('accept', '.zip,application/zip');
    expect(input).not.toHaveAttribute('multiple');
  });

  it('opens the file chooser from the keyboard, and from a button through openRef, but not on a click when told so', async () => {
    const openRef = createRef<() => void>();
    renderWithProviders(
      <DropArea onDrop={() => {}} label="Drop zone" inputLabel="Files" activateOnClick={false} openRef={openRef}>
        Drop files here
      </DropArea>,
    );
    const chooser = vi.spyOn(screen.getByLabelText('Files'), 'click');
    await userEvent.click(screen.getByRole('group', { name: 'Drop zone' }));
    expect(chooser).not.toHaveBeenCalled();
    screen.getByRole('group', { name: 'Drop zone' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(chooser).toHaveBeenCalledTimes(1);
    openRef.current?.();
    expect(chooser).toHaveBeenCalledTimes(2);
  });

  it('hands over chosen files within the limits and refuses the rest with reasons', async () => {
    const dropped: File[][] = [];
    const refused: FileRejection[][] = [];
    renderWithProviders(
      <DropArea onDrop={(files) => dropped.push(files)} onReject={(r) => refused.push(r)} maxSize={4} label="Drop zone" inputLabel="Files">
        Drop files here
      </DropArea>,
    );
    await userEvent.upload(screen.getByLabelText('Files'), [new File(['ok'], 'small.txt'), new File(['too large'], 'big.txt')]);
    await waitFor(() => expect(refused).toHaveLength(1));
    expect(dropped.map((files) => files.map((file) => file.name))).toEqual([['small.txt']]);
    expect(refused[0]?.map(({ file, errors }) => [file.name, errors.map((error) => error.code)])).toEqual([
      ['big.txt', ['file-too-large']],
    ]);
  });

  it('takes a dropped folder with the path of each file inside it, and no drop while loading', async () => {
    const dropped: string[] = [];
    renderWithProviders(
      <>
        <DropArea onDrop={(files) => dropped.push(...files.map((file) => `busy ${file.name}`))} loading label="Busy" inputLabel="Busy files">
          Sending
        </DropArea>
        <DropArea onDrop={(files) => dropped.push(...files.map((file) => `idle ${(file as File & { path?: string }).path}`))} label="Idle" inputLabel="Idle files">
          Drop files here
        </DropArea>
      </>,
    );
    const busy = screen.getByRole('group', { name: 'Busy' });
    expect(busy).toHaveAttribute('data-loading');
    const file = new File(['x'], 'vmstat.out');
    // a folder's file as the browser's drop gives it: a file system entry that knows its path
    const entry = { isFile: true, isDirectory: false, fullPath: '/run/os/vmstat.out', file: (done: (f: File) => void) => done(file) };
    const item = { kind: 'file', type: '', getAsFile: () => file, webkitGetAsEntry: () => entry };
    const dataTransfer = { files: [file], items: [item], types: ['Files'] };
    // the busy area first: were it taking drops, its file would arrive before the idle one's
    fireEvent.drop(busy, { dataTransfer });
    fireEvent.drop(screen.getByRole('group', { name: 'Idle' }), { dataTransfer });
    await waitFor(() => expect(dropped).toHaveLength(1));
    expect(dropped).toEqual(['idle /run/os/vmstat.out']);
  });
});
