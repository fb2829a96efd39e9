from setuptools._distutils.dep_util import *
