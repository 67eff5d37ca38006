"""The one error the exporters raise: a message a person can act on."""

from __future__ import annotations


class ExportError(Exception):
    """The bundle could not be written; the message says why and what to do."""


class InputError(ExportError):
    """The file or plan given to export is itself invalid (the CLI exits 2, as for any
    bad input); other ExportErrors are about writing the bundle."""


class DestinationError(InputError):
    """The output folder holds something the bundle must not replace (a file that is not
    the bundle's, a symbolic link, a changed bundle file); the message names each one and
    nothing was changed. The CLI exits 2, as for any bad input."""
