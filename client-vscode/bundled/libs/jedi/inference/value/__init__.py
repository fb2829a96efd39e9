# Re-export symbols for wider use. We configure mypy and flake8 to be aware that
# this file does this.

from jedi.inference.value.module import ModuleValue
from jedi.inference.value.klass import ClassValue
from jedi.inference.value.function import FunctionValue, \
    MethodValue
from jedi.inference.value.instance import AnonymousInstance, BoundMethod, \
    CompiledInstance, AbstractInstanceValue, TreeInstance
