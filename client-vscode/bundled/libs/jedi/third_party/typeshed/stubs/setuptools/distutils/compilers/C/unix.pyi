from setuptools._distutils.compilers.C.unix import *
