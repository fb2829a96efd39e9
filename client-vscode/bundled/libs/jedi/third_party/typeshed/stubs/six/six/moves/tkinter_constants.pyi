from tkinter.constants import *
