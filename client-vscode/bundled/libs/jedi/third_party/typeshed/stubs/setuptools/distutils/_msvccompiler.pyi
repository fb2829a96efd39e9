from setuptools._distutils._msvccompiler import *
