"""Plan -> files: the bundle (scripts, lock files, container and cluster files) and the PDF."""
