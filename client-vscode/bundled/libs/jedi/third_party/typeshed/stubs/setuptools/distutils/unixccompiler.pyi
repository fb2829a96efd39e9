from setuptools._distutils.unixccompiler import *
