from _curses_panel import *
