from setuptools._distutils.compilers.C.errors import *
