from setuptools._distutils.compilers.C.base import *
