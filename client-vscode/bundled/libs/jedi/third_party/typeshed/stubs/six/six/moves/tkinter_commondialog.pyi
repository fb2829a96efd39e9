from tkinter.commondialog import *
