from setuptools._distutils.archive_util import *
