from setuptools._distutils.command.bdist_rpm import *
