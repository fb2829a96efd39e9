from .claims import (
    CodeIDToken as CodeIDToken,
    HybridIDToken as HybridIDToken,
    IDToken as IDToken,
    ImplicitIDToken as ImplicitIDToken,
    UserInfo as UserInfo,
    get_claim_cls_by_response_type as get_claim_cls_by_response_type,
)
from .grants import (
    OpenIDCode as OpenIDCode,
    OpenIDHybridGrant as OpenIDHybridGrant,
    OpenIDImplicitGrant as OpenIDImplicitGrant,
    OpenIDToken as OpenIDToken,
)
from .models import AuthorizationCodeMixin as AuthorizationCodeMixin
from .userinfo import UserInfoEndpoint as UserInfoEndpoint

__all__ = [
    "AuthorizationCodeMixin",
    "IDToken",
    "CodeIDToken",
    "ImplicitIDToken",
    "HybridIDToken",
    "UserInfo",
    "UserInfoEndpoint",
    "get_claim_cls_by_response_type",
    "OpenIDToken",
    "OpenIDCode",
    "OpenIDHybridGrant",
    "OpenIDImplicitGrant",
]
