"""Settings and saved sessions under platformdirs; atomic writes."""
