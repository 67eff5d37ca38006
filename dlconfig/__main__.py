"""``python -m dlconfig`` starts the desktop app (``python -m dlconfig.cli`` is the CLI)."""

from dlconfig.app import main

if __name__ == "__main__":
    raise SystemExit(main())
