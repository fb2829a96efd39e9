from setuptools._distutils.command.build_py import *
