from .common import (
    HEADRequest as HEADRequest,
    PATCHRequest as PATCHRequest,
    PUTRequest as PUTRequest,
    Request as Request,
    RequestDirector as RequestDirector,
    RequestHandler as RequestHandler,
    Response as Response,
)
