from typing import Final

default_app_config: Final = "aws_xray_sdk.ext.django.apps.XRayConfig"
