from .access_token import AccessTokenEndpoint as AccessTokenEndpoint
from .authorization import AuthorizationEndpoint as AuthorizationEndpoint
from .base import BaseEndpoint as BaseEndpoint
from .pre_configured import WebApplicationServer as WebApplicationServer
from .request_token import RequestTokenEndpoint as RequestTokenEndpoint
from .resource import ResourceEndpoint as ResourceEndpoint
from .signature_only import SignatureOnlyEndpoint as SignatureOnlyEndpoint
