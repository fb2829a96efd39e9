from .device import DeviceClient as DeviceClient
