from .oauth1_auth import OAuth1 as OAuth1
from .oauth1_session import OAuth1Session as OAuth1Session
from .oauth2_auth import OAuth2 as OAuth2
from .oauth2_session import OAuth2Session as OAuth2Session, TokenUpdated as TokenUpdated

__version__: str
