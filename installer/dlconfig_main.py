"""Entry script of the packaged app (PyInstaller starts here): the GUI, same as ``dlconfig``."""

import sys

from dlconfig.app import main

if __name__ == "__main__":
    sys.exit(main())
