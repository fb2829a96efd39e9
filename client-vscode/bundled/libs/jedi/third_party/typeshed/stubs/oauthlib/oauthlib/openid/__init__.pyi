from .connect.core.endpoints import Server as Server, UserInfoEndpoint as UserInfoEndpoint
from .connect.core.request_validator import RequestValidator as RequestValidator
