from setuptools._distutils.util import *
