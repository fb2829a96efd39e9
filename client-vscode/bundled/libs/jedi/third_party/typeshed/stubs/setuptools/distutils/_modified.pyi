from setuptools._distutils._modified import *
