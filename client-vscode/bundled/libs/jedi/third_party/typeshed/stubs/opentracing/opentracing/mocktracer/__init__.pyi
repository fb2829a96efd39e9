from .propagator import Propagator as Propagator
from .tracer import MockTracer as MockTracer
