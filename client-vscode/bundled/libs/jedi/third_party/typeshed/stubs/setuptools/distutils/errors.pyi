from setuptools._distutils.errors import *
