import { execFileSync } from 'node:child_process';

import { AsBuiltPage } from '../../page-objects/as-built-page';
import { seriousA11yViolations } from '../../support/checks';
import { asRole, expect, test } from '../../support/fixtures';
import { referencePlanId } from '../../support/plans-api';

// A demo reference plan (seed_demo) no other spec checks, whose node nsrac1 has net.core.rmem_max planned (study 001,
// Appendix C). The sosreport below is built here in sos's layout, with hand-written contents, not a real node's.
const REFERENCE = 's001-iscsi-hba-asm';
const NODE = 'nsrac1';
const FOLDER = `sosreport-${NODE}-2026-12-01-qwertyu`;
const LOWERED = '131071';

/** One ustar header block and the file's data padded to 512 bytes (type '0' a file, '2' a symbolic link). */
function tarMember(name: string, data: Buffer, link = ''): Buffer {
  const header = Buffer.alloc(512);
  const put = (text: string, offset: number, length: number) => header.write(text.slice(0, length), offset, length, 'utf8');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(link ? 0 : data.length, 12), 124, 12);
  put(octal(1764547200, 12), 136, 12);
  header.fill(' ', 148, 156);
  put(link ? '2' : '0', 156, 1);
  put(link, 157, 100);
  put('ustar\u000000', 257, 8);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  put(`${octal(checksum, 7)}\u0000 `, 148, 8);
  const padded = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(padded);
  return Buffer.concat([header, link ? Buffer.alloc(0) : padded]);
}

/** A sosreport as `sos report` writes it: one top folder, files at their node paths, command outputs under
 *  sos_commands/<plugin>/, a top-level link; xz-compressed like sos's default archive. */
function sosreport(): Buffer {
  const files: [string, string][] = [
    ['version.txt', 'sosreport: 4.8.2\n'],
    ['sos_commands/host/hostname', `${NODE}\n`],
    ['sos_commands/kernel/uname_-a', `Linux ${NODE} 4.18.0-513.5.1.el8_9.x86_64 #1 SMP Fri Sep 29 05:21:10 EDT 2023 x86_64 x86_64 x86_64 GNU/Linux\n`],
    ['sos_commands/kernel/sysctl_-a', `net.core.rmem_max = ${LOWERED}\nnet.core.wmem_max = 262144\n`],
    ['sos_commands/kernel/lsmod', 'Module                  Size  Used by\nbonding               200704  0\n'],
    ['proc/meminfo', 'MemTotal:       16266468 kB\nMemFree:         8123456 kB\n'],
    ['etc/nsswitch.conf', 'hosts:      files dns myhostname\n'],
  ];
  const members = files.map(([path, text]) => tarMember(`${FOLDER}/${path}`, Buffer.from(text)));
  members.push(tarMember(`${FOLDER}/hostname`, Buffer.alloc(0), 'sos_commands/host/hostname'));
  const tar = Buffer.concat([...members, Buffer.alloc(1024)]);
  return execFileSync('xz', ['-c', '-z'], { input: tar });
}

test.describe('as built from a sosreport, as a contributor', () => {
  asRole('contributor');

  test('a node’s sosreport uploads as it is: its files are read on the node its hostname names, which is checked', async ({ page }) => {
    test.setTimeout(180_000);
    const asBuilt = new AsBuiltPage(page);
    const planId = await referencePlanId(page.request, REFERENCE);
    await asBuilt.goto(planId);
    await expect(asBuilt.heading).toBeVisible();

    await test.step('upload the sosreport in the archive area', async () => {
      await asBuilt.upload('archive', [{ name: `${FOLDER}.tar.xz`, mimeType: 'application/x-xz', buffer: sosreport() }]);
    });

    await test.step('the node is checked against the plan: its lowered rmem_max is a difference', async () => {
      const line = asBuilt.diffLine(new RegExp(`^.*planned net\\.core\\.rmem_max \\d+, ${NODE} has ${LOWERED}`));
      await expect(line).toBeVisible({ timeout: 120_000 });
      await expect(line).toContainText('Changed');
      const sysctl = asBuilt.filesTable.locator(`tr[data-file="${FOLDER}/sos_commands/kernel/sysctl_-a"]`);
      await expect(sysctl).toContainText(NODE);
      await expect(sysctl).toContainText('Parsed');
      await expect(asBuilt.filesTable.locator(`tr[data-file="${FOLDER}/sos_commands/kernel/uname_-a"]`)).toContainText('Parsed');
      await expect(asBuilt.stat('Files failed')).toHaveAccessibleName('Files failed: 0');
    });

    await test.step('the archive says how its node was named and lists what was not read', async () => {
      const archive = asBuilt.filesTable.locator(`tr[data-file="${FOLDER}.tar.xz"]`);
      await expect(archive).toContainText(`as node ${NODE} (named by sos_commands/host/hostname)`);
      await expect(archive).toContainText(`Not read in ${FOLDER} (3, kept in the archive only)`);
      await expect(archive).toContainText('sos_commands/kernel/lsmod');
      await expect(archive).toContainText(`Links not followed in ${FOLDER}: 1`);
      await expect(asBuilt.filesTable.locator(`tr[data-file="${FOLDER}/etc/nsswitch.conf"]`)).toHaveCount(0);
    });

    await test.step('accessible at 1280 and 390 px', async () => {
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(asBuilt.diffSection).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });
});
