from . import CLIENT as CLIENT, CR as CR, ER as ER, FIELD_TYPE as FIELD_TYPE, FLAG as FLAG

__all__ = ["CR", "FIELD_TYPE", "CLIENT", "ER", "FLAG"]
