from setuptools._distutils.ccompiler import *
from setuptools._distutils.ccompiler import CCompiler as CCompiler

__all__ = [
    "CompileError",
    "LinkError",
    "gen_lib_options",
    "gen_preprocess_options",
    "get_default_compiler",
    "new_compiler",
    "show_compilers",
]
