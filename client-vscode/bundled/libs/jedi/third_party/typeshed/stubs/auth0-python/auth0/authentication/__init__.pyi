from .database import Database
from .delegated import Delegated
from .enterprise import Enterprise
from .get_token import GetToken
from .passwordless import Passwordless
from .revoke_token import RevokeToken
from .social import Social
from .users import Users

__all__ = ("Database", "Delegated", "Enterprise", "GetToken", "Passwordless", "RevokeToken", "Social", "Users")
