"""Step 2, the hardware: GPU rows (``options``), sizing (``fit``), the host beside the
GPUs (``host``), and the view of the decision (``choice``)."""
