from setuptools._distutils.command.build import *
