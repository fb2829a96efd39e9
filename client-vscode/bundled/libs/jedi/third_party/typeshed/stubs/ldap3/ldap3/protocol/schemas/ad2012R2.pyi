ad_2012_r2_schema: str
ad_2012_r2_dsa_info: str
