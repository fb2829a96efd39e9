from _typeshed import Incomplete

client_authenticated: Incomplete
token_revoked: Incomplete
token_authenticated: Incomplete
