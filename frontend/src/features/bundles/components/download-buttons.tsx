import { Button, Group } from '@mantine/core';

import { ARCHIVE_FORMATS, bundleDownloadUrl } from '../api/bundle-download';

/**
 * One download per archive format. Until the bundle is complete they are disabled buttons rather
 * than links, so there is nothing to follow into a 409.
 */
export function DownloadButtons({ bundleId, ready }: { bundleId: number; ready: boolean }) {
  return (
    <Group gap="xs" wrap="wrap">
      {ARCHIVE_FORMATS.map((format) =>
        ready ? (
          <Button key={format} component="a" href={bundleDownloadUrl(bundleId, format)} download variant="default">
            Download {format}
          </Button>
        ) : (
          <Button key={format} variant="default" disabled>
            Download {format}
          </Button>
        ),
      )}
    </Group>
  );
}
