from setuptools._distutils.cmd import *
