"""dlconfig's speed, measured: ``python -m benchmarks`` (``--quick``, ``--json FILE``).

Every figure is a median over repeated runs. Figures with a floor (start-up, monitor CPU)
measure the floor program in the same run and report the ratio; the others are set
against a budget. A figure whose code is missing prints ``n/a`` with the reason.
"""
