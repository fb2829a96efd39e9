from tkinter.dialog import *
