from setuptools._distutils.extension import *
