"""Sets up a bundle's environment on this machine with uv and verifies it. Qt-free.

The faces reach it only through ``dlconfig.services``.
"""
