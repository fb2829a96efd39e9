from setuptools._distutils.command.install_lib import *
