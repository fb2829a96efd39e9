from setuptools._distutils.compilers.C.cygwin import *
