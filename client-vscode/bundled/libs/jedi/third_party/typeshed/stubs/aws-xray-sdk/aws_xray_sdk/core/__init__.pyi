from .async_recorder import AsyncAWSXRayRecorder as AsyncAWSXRayRecorder
from .patcher import patch as patch, patch_all as patch_all
from .recorder import AWSXRayRecorder as AWSXRayRecorder

xray_recorder: AsyncAWSXRayRecorder

__all__ = ["patch", "patch_all", "xray_recorder", "AWSXRayRecorder"]
