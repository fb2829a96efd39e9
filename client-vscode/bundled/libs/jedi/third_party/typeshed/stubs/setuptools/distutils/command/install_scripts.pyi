from setuptools._distutils.command.install_scripts import *
