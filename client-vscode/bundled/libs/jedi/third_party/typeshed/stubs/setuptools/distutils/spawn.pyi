from setuptools._distutils.spawn import *
