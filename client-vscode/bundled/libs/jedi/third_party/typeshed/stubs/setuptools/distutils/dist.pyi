from setuptools._distutils.dist import *
