ds389_1_3_3_schema: str
ds389_1_3_3_dsa_info: str
