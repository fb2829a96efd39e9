from Xlib.protocol import display as display, event as event, request as request, rq as rq, structs as structs

__all__ = ["display", "event", "request", "rq", "structs"]
