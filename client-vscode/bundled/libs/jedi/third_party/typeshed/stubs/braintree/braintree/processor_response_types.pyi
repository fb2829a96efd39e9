from typing import Final

class ProcessorResponseTypes:
    Approved: Final = "approved"
    SoftDeclined: Final = "soft_declined"
    HardDeclined: Final = "hard_declined"
