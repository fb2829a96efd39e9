from .cell import (
    absolute_coordinate as absolute_coordinate,
    cols_from_range as cols_from_range,
    column_index_from_string as column_index_from_string,
    coordinate_to_tuple as coordinate_to_tuple,
    get_column_interval as get_column_interval,
    get_column_letter as get_column_letter,
    quote_sheetname as quote_sheetname,
    range_boundaries as range_boundaries,
    range_to_tuple as range_to_tuple,
    rows_from_range as rows_from_range,
)
from .formulas import FORMULAE as FORMULAE
