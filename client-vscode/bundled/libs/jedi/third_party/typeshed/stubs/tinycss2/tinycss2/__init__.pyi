from typing import Final

from .bytes import parse_stylesheet_bytes as parse_stylesheet_bytes
from .parser import (
    parse_blocks_contents as parse_blocks_contents,
    parse_declaration_list as parse_declaration_list,
    parse_one_component_value as parse_one_component_value,
    parse_one_declaration as parse_one_declaration,
    parse_one_rule as parse_one_rule,
    parse_rule_list as parse_rule_list,
    parse_stylesheet as parse_stylesheet,
)
from .serializer import serialize as serialize, serialize_identifier as serialize_identifier
from .tokenizer import parse_component_value_list as parse_component_value_list

__version__: Final[str]
VERSION: Final[str]
