from .device_code import DeviceCodeGrant as DeviceCodeGrant
