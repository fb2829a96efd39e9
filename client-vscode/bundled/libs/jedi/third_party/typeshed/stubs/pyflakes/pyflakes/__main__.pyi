from pyflakes.api import main as main
