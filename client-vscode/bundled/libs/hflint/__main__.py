"""`python -m hflint` runs the command-line interface."""

from hflint.cli import main

raise SystemExit(main())
