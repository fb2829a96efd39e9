from pyexpat.model import *
