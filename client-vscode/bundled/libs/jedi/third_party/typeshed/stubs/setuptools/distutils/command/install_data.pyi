from setuptools._distutils.command.install_data import *
