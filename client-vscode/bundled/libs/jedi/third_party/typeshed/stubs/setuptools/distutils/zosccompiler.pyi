from setuptools._distutils.zosccompiler import *
