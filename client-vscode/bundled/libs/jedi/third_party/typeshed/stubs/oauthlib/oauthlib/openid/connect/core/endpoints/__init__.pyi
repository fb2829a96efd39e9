from .pre_configured import Server as Server
from .userinfo import UserInfoEndpoint as UserInfoEndpoint
