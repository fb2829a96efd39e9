"""`python -m hflint` runs the command-line interface."""

from hflint.cli import console_main

console_main()
