"""`python -m hflint` runs the command-line interface."""

from hflint.cli import console_main

if __name__ == "__main__":  # (not when a spawned helper process imports this module again)
    console_main()
