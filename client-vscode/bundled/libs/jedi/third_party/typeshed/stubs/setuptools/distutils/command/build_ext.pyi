from setuptools._distutils.command.build_ext import *
