from fanstatic.compiler import Compiler as Compiler, Minifier as Minifier, sdist_compile as sdist_compile
from fanstatic.core import (
    BUNDLE_PREFIX as BUNDLE_PREFIX,
    DEBUG as DEBUG,
    DEFAULT_SIGNATURE as DEFAULT_SIGNATURE,
    MINIFIED as MINIFIED,
    NEEDED as NEEDED,
    VERSION_PREFIX as VERSION_PREFIX,
    ConfigurationError as ConfigurationError,
    Group as Group,
    GroupResource as GroupResource,
    Library as Library,
    LibraryDependencyCycleError as LibraryDependencyCycleError,
    NeededResources as NeededResources,
    Resource as Resource,
    Slot as Slot,
    SlotError as SlotError,
    UnknownResourceError as UnknownResourceError,
    UnknownResourceExtension as UnknownResourceExtension,
    UnknownResourceExtensionError as UnknownResourceExtensionError,
    clear_needed as clear_needed,
    del_needed as del_needed,
    get_needed as get_needed,
    init_needed as init_needed,
    register_inclusion_renderer as register_inclusion_renderer,
    set_auto_register_library as set_auto_register_library,
    set_resource_file_existence_checking as set_resource_file_existence_checking,
)
from fanstatic.inclusion import Inclusion as Inclusion, bundle_resources as bundle_resources, sort_resources as sort_resources
from fanstatic.injector import Injector as Injector, make_injector as make_injector
from fanstatic.publisher import (
    Delegator as Delegator,
    LibraryPublisher as LibraryPublisher,
    Publisher as Publisher,
    make_publisher as make_publisher,
)
from fanstatic.registry import (
    CompilerRegistry as CompilerRegistry,
    LibraryRegistry as LibraryRegistry,
    MinifierRegistry as MinifierRegistry,
    get_library_registry as get_library_registry,
)
from fanstatic.wsgi import Fanstatic as Fanstatic, Serf as Serf, make_fanstatic as make_fanstatic, make_serf as make_serf
