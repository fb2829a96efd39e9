edir_9_1_4_schema: str
edir_9_1_4_dsa_info: str
