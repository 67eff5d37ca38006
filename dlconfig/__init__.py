"""dlconfig: a desktop configurator for deep-learning runtime environments."""

__version__ = "0.1.0"
APP_NAME = "dlconfig"
APP_AUTHOR = "dlconfig"
