from nanoleafapi.digital_twin import NanoleafDigitalTwin as NanoleafDigitalTwin
from nanoleafapi.nanoleaf import (
    BLUE as BLUE,
    GREEN as GREEN,
    LIGHT_BLUE as LIGHT_BLUE,
    ORANGE as ORANGE,
    PINK as PINK,
    PURPLE as PURPLE,
    RED as RED,
    WHITE as WHITE,
    YELLOW as YELLOW,
    Nanoleaf as Nanoleaf,
    NanoleafConnectionError as NanoleafConnectionError,
    NanoleafEffectCreationError as NanoleafEffectCreationError,
    NanoleafRegistrationError as NanoleafRegistrationError,
)
