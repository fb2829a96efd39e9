from . import arrow as arrow, file as file, sql as sql
