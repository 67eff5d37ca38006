"""The live settings model (versioned, migrated), saved sessions and atomic files. No Qt.

Submodules are imported by name so that each caller pays only for what it uses:
``files`` (folders, atomic writes; no pydantic), ``model`` (the settings model, its
migrations and environment overrides), ``store`` (the live settings of a running app)
and ``sessions`` (saved work).
"""
