from enum import Enum

class RecommendedPaymentOption(Enum):
    PAYPAL = "PAYPAL"
    VENMO = "VENMO"
