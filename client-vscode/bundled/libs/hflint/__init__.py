"""hflint: predicts the transformers generation and export errors a script will raise, without running it."""

__version__ = "0.1.0"
