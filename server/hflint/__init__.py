"""hflint: predicts the transformers generation and export errors a script will raise, without running it."""

__version__ = "0.1.0"

# Where the project lives (pyproject's [project.urls] and the VS Code extension's package.json
# name the same place; a test holds them together). Each code's page is docs/rules/<CODE>.md there.
HOMEPAGE = "https://github.com/hflint/hflint"
