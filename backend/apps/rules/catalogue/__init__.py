"""The rule catalogue: one module per study (``study000`` … ``study004``) plus cross-study modules.

Every module registers its rules with ``apps.rules.engine.rule`` at import time.
"""
