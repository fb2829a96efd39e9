from setuptools._distutils.filelist import *
