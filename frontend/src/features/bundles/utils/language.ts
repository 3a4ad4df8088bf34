/** The highlighters the preview knows; anything else is shown as plain text. */
export type PreviewLanguage = 'ini' | 'bash' | 'sql' | 'plaintext';

// key = value files (and KEY='value' network scripts): the ini grammar colours keys, values and # comments.
const INI_NAMES = new Set(['sysctl.conf', 'limits.conf', 'cluster.conf', 'zipl.conf.dasd']);

/** Picks the grammar for a bundle file from its name. */
export function languageFor(path: string): PreviewLanguage {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.endsWith('.sh') || name === '.profile' || name.endsWith('.bash')) return 'bash';
  if (name.endsWith('.sql')) return 'sql';
  if (INI_NAMES.has(name) || name.startsWith('ifcfg-') || /^init.*\.ora$/.test(name)) return 'ini';
  if (path.includes('/modprobe.d/') && name.endsWith('.conf')) return 'ini';
  // listener.ora, tnsnames.ora, multipath.conf, udev rules, hosts, oratab, README: no grammar fits well.
  return 'plaintext';
}
