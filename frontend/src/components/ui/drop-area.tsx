import { Box, type BoxProps, LoadingOverlay } from '@mantine/core';
import { type ReactNode, type Ref, useImperativeHandle } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';

import classes from './drop-area.module.css';

export type { FileRejection };

type DropAreaProps = Pick<BoxProps, 'p' | 'py'> & {
  /** The files dropped or chosen that pass `accept`, `maxSize` and `maxFiles`. */
  onDrop: (files: File[]) => void;
  /** The files refused by those limits, each with react-dropzone's reasons. */
  onReject?: (rejections: FileRejection[]) => void;
  /** File name endings (`.zip`) and MIME types the area takes; any file when absent. */
  accept?: readonly string[];
  multiple?: boolean;
  maxFiles?: number;
  maxSize?: number;
  /** Drops and choosing are off and a loader covers the area (an upload in flight). */
  loading?: boolean;
  disabled?: boolean;
  /** Whether a click on the area opens the file chooser (Enter and Space always do, for keyboard users). */
  activateOnClick?: boolean;
  /** Receives the function that opens the file chooser, for a button beside the area. */
  openRef?: Ref<() => void>;
  /** The accessible name of the area (a named group: react-dropzone would call it "presentation"). */
  label: string;
  /** The accessible name of its file input, the one a test or an assistive technology hands files to. */
  inputLabel: string;
  children: ReactNode;
};

/**
 * A place to drop files, or to pick them with the browser's chooser (a click when `activateOnClick`, Enter or Space
 * when focused). Dropped folders arrive as their files, each with its path inside the folder (`path` and
 * `relativePath`, set by react-dropzone's file-selector).
 */
export function DropArea({
  onDrop,
  onReject,
  accept,
  multiple = true,
  maxFiles,
  maxSize,
  loading = false,
  disabled = false,
  activateOnClick = true,
  openRef,
  label,
  inputLabel,
  children,
  ...box
}: DropAreaProps) {
  const { getRootProps, getInputProps, isDragAccept, isDragReject, isDragActive, open } = useDropzone({
    onDropAccepted: onDrop,
    ...(onReject ? { onDropRejected: onReject } : {}),
    // react-dropzone takes {type: [endings]}; a name ending alone is a key of its own, as in <input accept>
    ...(accept ? { accept: Object.fromEntries(accept.map((type) => [type, []])) } : {}),
    disabled: disabled || loading,
    multiple,
    ...(maxFiles !== undefined ? { maxFiles } : {}),
    ...(maxSize !== undefined ? { maxSize } : {}),
    noClick: !activateOnClick,
  });
  useImperativeHandle(openRef, () => open, [open]);
  const accepted = isDragActive && isDragAccept;
  const rejected = isDragActive && isDragReject;
  return (
    <Box
      {...getRootProps({ role: 'group', 'aria-label': label })}
      {...box}
      className={`${classes.root} mantine-focus-auto`}
      mod={{
        accept: accepted,
        reject: rejected,
        idle: !accepted && !rejected,
        disabled,
        loading,
        'activate-on-click': activateOnClick,
      }}
    >
      <LoadingOverlay visible={loading} />
      <input {...getInputProps({ 'aria-label': inputLabel })} />
      <div className={classes.inner}>{children}</div>
    </Box>
  );
}
