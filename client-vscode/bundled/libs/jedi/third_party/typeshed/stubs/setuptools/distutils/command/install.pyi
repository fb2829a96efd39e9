from setuptools._distutils.command.install import *
