from pickle import *
