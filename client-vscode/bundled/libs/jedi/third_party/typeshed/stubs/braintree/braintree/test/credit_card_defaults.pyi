from typing import Final

class CreditCardDefaults:
    CountryOfIssuance: Final = "USA"
    IssuingBank: Final = "NETWORK ONLY"
