from setuptools._distutils.cygwinccompiler import *
