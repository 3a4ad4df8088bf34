"""OS statistics captured during a run, one module per tool, parsed into time series.

Each module is a pure parser: text in, :class:`~apps.runs.parsers.model.ParsedReport` of kind ``os_stats`` out,
with ``os_series`` (every sample, by column) and ``os_summary`` (per-run figures). ``sar`` lives in ``../sar.py``.
"""
