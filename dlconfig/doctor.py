"""Findings about this machine, alone or against a Plan."""
