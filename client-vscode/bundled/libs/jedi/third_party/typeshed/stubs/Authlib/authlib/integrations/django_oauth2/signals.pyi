from _typeshed import Incomplete

# actual types is django.dispatch.Signal
client_authenticated: Incomplete
token_revoked: Incomplete
token_authenticated: Incomplete
