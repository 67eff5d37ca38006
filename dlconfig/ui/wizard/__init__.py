"""The plan wizard: five steps and a summary with export."""
