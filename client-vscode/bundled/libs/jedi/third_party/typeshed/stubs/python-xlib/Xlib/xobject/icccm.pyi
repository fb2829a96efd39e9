from Xlib.protocol import rq

Aspect: rq.Struct
WMNormalHints: rq.Struct
WMHints: rq.Struct
WMState: rq.Struct
WMIconSize: rq.Struct
