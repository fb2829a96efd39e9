from .authorization_code import AuthorizationCodeGrant as AuthorizationCodeGrant
from .base import GrantTypeBase as GrantTypeBase
from .dispatchers import (
    AuthorizationCodeGrantDispatcher as AuthorizationCodeGrantDispatcher,
    AuthorizationTokenGrantDispatcher as AuthorizationTokenGrantDispatcher,
    ImplicitTokenGrantDispatcher as ImplicitTokenGrantDispatcher,
)
from .hybrid import HybridGrant as HybridGrant
from .implicit import ImplicitGrant as ImplicitGrant
from .refresh_token import RefreshTokenGrant as RefreshTokenGrant
