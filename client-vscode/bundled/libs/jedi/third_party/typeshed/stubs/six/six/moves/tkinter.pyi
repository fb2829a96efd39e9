from tkinter import *
