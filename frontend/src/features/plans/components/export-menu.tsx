import { Button, Menu } from '@mantine/core';

import { exportUrl, reportUrl } from '../api/links';

/** Downloads of a saved version: the document (what import accepts) and the printable findings report. */
export function ExportMenu({ planId, number, label = 'Export' }: { planId: number; number: number; label?: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">{label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Version {number}</Menu.Label>
        <Menu.Item component="a" href={exportUrl(planId, number, 'json')} download>
          Document as JSON
        </Menu.Item>
        <Menu.Item component="a" href={exportUrl(planId, number, 'yaml')} download>
          Document as YAML
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component="a" href={reportUrl(planId, number, 'html')} target="_blank" rel="noopener">
          Findings report (printable HTML)
        </Menu.Item>
        <Menu.Item component="a" href={reportUrl(planId, number, 'md')} download>
          Findings report (Markdown)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
