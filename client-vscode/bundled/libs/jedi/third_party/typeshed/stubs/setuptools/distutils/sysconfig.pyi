from setuptools._distutils.sysconfig import *
