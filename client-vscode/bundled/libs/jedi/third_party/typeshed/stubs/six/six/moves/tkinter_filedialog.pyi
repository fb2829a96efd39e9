from tkinter.filedialog import *
