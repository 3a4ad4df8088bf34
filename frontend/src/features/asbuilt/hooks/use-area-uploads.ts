import { useCallback, useState } from 'react';

import { errorMessage } from '@/lib/api/errors';

import { useUploadFiles } from '../api/upload-files';
import type { AsBuiltCheck } from '../types';
import type { UploadArea } from '../utils/upload-areas';

type AreaState = { chosen: string[]; error: string | null };

/**
 * Sends each area's files (one upload at a time) and remembers, per area, what was chosen and what went wrong,
 * so an error shows beside the files it concerns and the choice stays on screen.
 */
export function useAreaUploads({
  planId,
  checkId,
  version,
  onUploaded,
}: {
  planId: number;
  checkId: number | null;
  version: number | null;
  onUploaded: (check: AsBuiltCheck) => void;
}) {
  const upload = useUploadFiles();
  const [areas, setAreas] = useState<Record<string, AreaState>>({});
  const [busyArea, setBusyArea] = useState<string | null>(null);

  const send = useCallback(
    (area: UploadArea, files: File[]) => {
      if (files.length === 0) return;
      const chosen = files.map((file) => file.name);
      setAreas((current) => ({ ...current, [area.key]: { chosen, error: null } }));
      setBusyArea(area.key);
      upload.mutate(
        { planId, checkId, version, node: area.node, files },
        {
          onSuccess: onUploaded,
          onError: (error) => setAreas((current) => ({ ...current, [area.key]: { chosen, error: errorMessage(error) } })),
          onSettled: () => setBusyArea(null),
        },
      );
    },
    [planId, checkId, version, upload, onUploaded],
  );

  const stateOf = (area: UploadArea): AreaState => areas[area.key] ?? { chosen: [], error: null };
  return { send, stateOf, busyArea };
}
