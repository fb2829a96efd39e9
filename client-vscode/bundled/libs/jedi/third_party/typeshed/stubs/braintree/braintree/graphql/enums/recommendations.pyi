from enum import Enum

class Recommendations(Enum):
    PAYMENT_RECOMMENDATIONS = "PAYMENT_RECOMMENDATIONS"
