"""Moved to ``apps.studies.values``; this module only keeps ``apps.asbuilt``'s import working until it names them there.

Nothing else may import it (delete it once ``apps/asbuilt/assemble.py`` reads ``apps.studies.values``).
"""

from apps.studies import values as V

ASM_POOL_MB = V.ASM_POOL_MB.value
NFS_DATAFILE_OPTIONS = V.NFS_DATAFILE_OPTIONS.value
