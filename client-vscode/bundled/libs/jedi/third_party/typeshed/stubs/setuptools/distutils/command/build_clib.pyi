from setuptools._distutils.command.build_clib import *
