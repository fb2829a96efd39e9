from setuptools._distutils.command.bdist import *
