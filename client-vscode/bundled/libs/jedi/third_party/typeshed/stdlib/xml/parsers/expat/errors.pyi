from pyexpat.errors import *
