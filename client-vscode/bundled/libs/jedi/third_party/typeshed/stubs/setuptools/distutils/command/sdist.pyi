from setuptools._distutils.command.sdist import *
