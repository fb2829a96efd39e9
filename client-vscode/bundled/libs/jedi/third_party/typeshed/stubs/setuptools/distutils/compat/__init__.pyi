from setuptools._distutils.compat import *
