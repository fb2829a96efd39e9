from setuptools._distutils.compilers.C.msvc import *
