from jsonschema._format import (
    FormatChecker as FormatChecker,
    draft3_format_checker as draft3_format_checker,
    draft4_format_checker as draft4_format_checker,
    draft6_format_checker as draft6_format_checker,
    draft7_format_checker as draft7_format_checker,
    draft201909_format_checker as draft201909_format_checker,
    draft202012_format_checker as draft202012_format_checker,
)
from jsonschema._types import TypeChecker as TypeChecker
from jsonschema.exceptions import (
    ErrorTree as ErrorTree,
    FormatError as FormatError,
    RefResolutionError as RefResolutionError,
    SchemaError as SchemaError,
    ValidationError as ValidationError,
)
from jsonschema.protocols import Validator as Validator
from jsonschema.validators import (
    Draft3Validator as Draft3Validator,
    Draft4Validator as Draft4Validator,
    Draft6Validator as Draft6Validator,
    Draft7Validator as Draft7Validator,
    Draft201909Validator as Draft201909Validator,
    Draft202012Validator as Draft202012Validator,
    RefResolver as RefResolver,
    validate as validate,
)

__all__ = [
    "Draft3Validator",
    "Draft4Validator",
    "Draft6Validator",
    "Draft7Validator",
    "Draft201909Validator",
    "Draft202012Validator",
    "FormatChecker",
    "SchemaError",
    "TypeChecker",
    "ValidationError",
    "validate",
]
