from tkinter.ttk import *
