from setuptools._distutils.compilers.C.zos import *
