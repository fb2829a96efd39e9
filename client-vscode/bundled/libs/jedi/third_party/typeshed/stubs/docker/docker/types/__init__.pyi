from .containers import (
    ContainerConfig as ContainerConfig,
    DeviceRequest as DeviceRequest,
    HostConfig as HostConfig,
    LogConfig as LogConfig,
    Ulimit as Ulimit,
)
from .daemon import CancellableStream as CancellableStream
from .healthcheck import Healthcheck as Healthcheck
from .networks import (
    EndpointConfig as EndpointConfig,
    IPAMConfig as IPAMConfig,
    IPAMPool as IPAMPool,
    NetworkingConfig as NetworkingConfig,
)
from .services import (
    ConfigReference as ConfigReference,
    ContainerSpec as ContainerSpec,
    DNSConfig as DNSConfig,
    DriverConfig as DriverConfig,
    EndpointSpec as EndpointSpec,
    Mount as Mount,
    NetworkAttachmentConfig as NetworkAttachmentConfig,
    Placement as Placement,
    PlacementPreference as PlacementPreference,
    Privileges as Privileges,
    Resources as Resources,
    RestartPolicy as RestartPolicy,
    RollbackConfig as RollbackConfig,
    SecretReference as SecretReference,
    ServiceMode as ServiceMode,
    TaskTemplate as TaskTemplate,
    UpdateConfig as UpdateConfig,
)
from .swarm import SwarmExternalCA as SwarmExternalCA, SwarmSpec as SwarmSpec
