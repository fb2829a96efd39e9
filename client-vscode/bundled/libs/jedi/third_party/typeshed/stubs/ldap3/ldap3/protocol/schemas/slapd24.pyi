slapd_2_4_schema: str
slapd_2_4_dsa_info: str
