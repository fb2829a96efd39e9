edir_8_8_8_schema: str
edir_8_8_8_dsa_info: str
