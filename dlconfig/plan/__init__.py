"""The five steps as pure functions, composed by ``pipeline.make_plan``."""
