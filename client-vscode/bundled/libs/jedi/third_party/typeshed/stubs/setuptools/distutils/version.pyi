from setuptools._distutils.version import *
